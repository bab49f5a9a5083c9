import { Badge, Button, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import { LoadError } from "../../../components/LoadError";
import { PageSpinner } from "../../../components/PageSpinner";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import { BankQuestionDocument, type BankQuestionInput, type BankQuestionWithVersionsFragment } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode } from "../../../graphql/errors";
import { formatDateTime } from "../../../lib/dates";
import { bankDraftFrom } from "../bank-draft";
import { BankPage } from "../components/BankPage";
import { BankQuestionForm } from "../components/BankQuestionForm";
import { PreviewDialog, type PreviewTarget } from "../components/PreviewDialog";
import { UsedBy } from "../components/UsedBy";
import { useUpdateBankQuestion } from "../hooks/useBankMutations";
import { QUESTION_BANK_PATH } from "../paths";

export const EDIT_BANK_QUESTION_TITLE = "Edit bank question";
export const UPDATE_BANK_QUESTION_ERROR = "Failed to save the question";

/** What the server answered: a new version, or the same one (title, tags or difficulty only). */
export const savedMessage = (before: number, after: number): string =>
  after > before ? `Saved as version ${after}` : `Saved; still version ${after}`;

type Loaded = BankQuestionWithVersionsFragment;

// Every version, the latest first, each readable as it was (times in the viewer's zone).
const VersionHistory = ({ question }: { question: Loaded }) => {
  const [shown, setShown] = useState<PreviewTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Stack as="section" aria-labelledby="bank-version-history" gap="3">
      <Heading as="h2" size="lg" id="bank-version-history">
        Version history
      </Heading>
      <List.Root as="ol" gap="2" ps="0" listStyleType="none">
        {question.versions.map((version) => (
          <List.Item key={version.version} borderWidth="1px" borderRadius="md" p="3">
            <HStack gap="3" justify="space-between" wrap="wrap">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">Version {version.version}</Text>
                {version.version === question.version && (
                  <Badge colorPalette="teal" variant="subtle">
                    Latest
                  </Badge>
                )}
                <Text color="fg.muted" fontSize="sm">
                  <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                </Text>
              </HStack>
              <Button
                size="sm"
                variant="outline"
                aria-label={`View version ${version.version}`}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setShown({ title: `${question.title}: version ${version.version}`, question: version });
                }}
              >
                View
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <PreviewDialog target={shown} onClose={() => setShown(null)} finalFocusEl={() => opener.current} />
    </Stack>
  );
};

const EditForm = ({ question }: { question: Loaded }) => {
  const { update, saving } = useUpdateBankQuestion();
  // The draft of the version saved: the form starts from it, and says whether saving changes it
  // (after a save, against the version the server answered; the form stays as typed, focus kept).
  const saved = useMemo(
    () => ({
      version: question.version,
      draft: bankDraftFrom(question),
      attempted: question.usedBy.filter((use) => use.attemptCount > 0).length,
    }),
    [question],
  );
  const [initialDraft] = useState(saved.draft);

  const save = async (input: BankQuestionInput) => {
    const answer = await update(question, input);
    toaster.create({ type: "success", title: savedMessage(question.version, answer.version), closable: true });
  };

  return (
    <BankQuestionForm
      initialDraft={initialDraft}
      saved={saved}
      submitLabel="Save changes"
      busy={saving}
      onSave={save}
      failureMessage={UPDATE_BANK_QUESTION_ERROR}
    />
  );
};

// A question of the bank: its form (a change of content saves a new version) and its versions.
export const EditBankQuestionPage = () => {
  const { questionId = "" } = useParams();
  usePageTitle(EDIT_BANK_QUESTION_TITLE);
  // The server's latest version: saving replaces the whole question.
  const { data, error, refetch } = useQuery(BankQuestionDocument, { variables: { id: questionId }, fetchPolicy: "network-only" });
  const question = data?.bankQuestion;

  const body = () => {
    if (error && !question) {
      const message = hasErrorCode(error, "NOT_FOUND") || hasErrorCode(error, "FORBIDDEN") ? getErrorMessage(error, "Question not found") : "Failed to load the question";
      return <LoadError message={message} onRetry={() => refetch()} back={{ to: QUESTION_BANK_PATH, label: "Back to the question bank" }} />;
    }
    if (!question) return <PageSpinner label="Loading question" />;
    return (
      <Stack gap="8">
        <EditForm key={question.id} question={question} />
        <UsedBy question={question} />
        <VersionHistory question={question} />
      </Stack>
    );
  };

  return (
    <BankPage
      title={EDIT_BANK_QUESTION_TITLE}
      description={
        question && (
          <>
            {question.title}, version {question.version}
            {question.retiredAt && " (retired)"}
          </>
        )
      }
    >
      {body()}
    </BankPage>
  );
};
