import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { LoadError } from "../../../components/LoadError";
import { ModalDialog } from "../../../components/ModalDialog";
import { PageSpinner } from "../../../components/PageSpinner";
import { ActivityAccommodationsDocument } from "../../../graphql/__generated__/graphql";
import { WHOLE_ACTIVITY, type Accommodation } from "../accommodation-form";
import { AccommodationForm, type KnownLearner } from "./AccommodationFormDialog";
import { AccommodationList } from "./AccommodationList";

type Quiz = { id: string; title: string };
type LearnerAccommodationsProps = { activityId: string; quizzes: readonly Quiz[]; learner: KnownLearner };
type View = { form: false } | { form: true; editing: Accommodation | null };

// The learner's accommodations on the activity (its own and its quizzes'), and the form for them.
const LearnerAccommodations = ({ activityId, quizzes, learner, onClose }: LearnerAccommodationsProps & { onClose: () => void }) => {
  const { data, error, refetch } = useQuery(ActivityAccommodationsDocument, { variables: { activityId } });
  const [view, setView] = useState<View>({ form: false });
  const addButton = useRef<HTMLButtonElement>(null);
  const titles = new Map(quizzes.map((quiz) => [quiz.id, quiz.title]));
  const scopes = [{ value: WHOLE_ACTIVITY, label: "Every quiz of the activity" }, ...quizzes.map((quiz) => ({ value: quiz.id, label: quiz.title }))];

  if (view.form) {
    return (
      <AccommodationForm
        onDone={() => setView({ form: false })}
        activityId={activityId}
        scopes={scopes}
        editing={view.editing}
        learner={learner}
      />
    );
  }
  if (error && !data) return <LoadError message="Failed to fetch accommodations" onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner label="Loading accommodations" />;
  const theirs = data.activityAccommodations.filter((accommodation) => accommodation.learnerId === learner.id);
  return (
    <Stack gap="4">
      {theirs.length === 0 ? (
        <Text color="fg.muted">{learner.name} has the quizzes&apos; own time, attempts and dates.</Text>
      ) : (
        <AccommodationList
          accommodations={theirs}
          quizTitle={(quizId) => titles.get(quizId)}
          onEdit={(accommodation) => setView({ form: true, editing: accommodation })}
          fallbackFocus={() => addButton.current}
        />
      )}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button ref={addButton} size="sm" colorPalette="teal" onClick={() => setView({ form: true, editing: null })}>
          Add accommodation
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </HStack>
    </Stack>
  );
};

// A gradebook row's "Accommodations": the learner's, listed and given in a dialog.
export const LearnerAccommodationsButton = (props: LearnerAccommodationsProps) => {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        size="xs"
        variant="outline"
        mt="1"
        onClick={() => setOpen(true)}
        aria-label={`Accommodations: ${props.learner.name}`}
      >
        Accommodations
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Accommodations: ${props.learner.name}`}
        finalFocusEl={() => opener.current}
        footer={null}
      >
        <LearnerAccommodations {...props} onClose={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
};
