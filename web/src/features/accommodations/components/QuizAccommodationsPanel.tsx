import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { DisclosurePanel } from "../../../components/DisclosurePanel";
import { QuizAccommodationsDocument } from "../../../graphql/__generated__/graphql";
import { WHOLE_ACTIVITY, type Accommodation } from "../accommodation-form";
import { AccommodationFormDialog } from "./AccommodationFormDialog";
import { AccommodationList } from "./AccommodationList";

type Editing = { accommodation: Accommodation | null } | null;

const QuizAccommodations = ({ quizId, quizTitle }: { quizId: string; quizTitle: string }) => {
  const { data, error, refetch } = useQuery(QuizAccommodationsDocument, { variables: { quizId } });
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  if (error && !data) return <LoadError message="Failed to fetch accommodations" onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner label="Loading accommodations" />;
  const activityId = data.quiz.chapter.activityId;
  const accommodations = data.quizAccommodations;
  const scopes = [
    { value: quizId, label: `This quiz (${quizTitle})` },
    { value: WHOLE_ACTIVITY, label: "Every quiz of the activity" },
  ];
  return (
    <Stack gap="3">
      {accommodations.length === 0 ? (
        <Text color="fg.muted">No accommodations yet: every learner has the quiz&apos;s own time, attempts and dates.</Text>
      ) : (
        <AccommodationList
          accommodations={accommodations}
          onEdit={(accommodation) => setEditing({ accommodation })}
          fallbackFocus={() => addButton.current}
        />
      )}
      <HStack>
        <Button ref={addButton} size="sm" colorPalette="teal" variant="outline" onClick={() => setEditing({ accommodation: null })}>
          Add accommodation
        </Button>
      </HStack>
      <AccommodationFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        activityId={activityId}
        scopes={scopes}
        editing={editing?.accommodation ?? null}
        finalFocusEl={() => addButton.current}
      />
    </Stack>
  );
};

// An "Accommodations" disclosure on a quiz of Manage Quizzes, beside its insight: loaded only when opened.
export const QuizAccommodationsPanel = ({ quizId, quizTitle }: { quizId: string; quizTitle: string }) => (
  <DisclosurePanel label="Accommodations" regionLabel={`Accommodations: ${quizTitle}`}>
    <QuizAccommodations quizId={quizId} quizTitle={quizTitle} />
  </DisclosurePanel>
);
