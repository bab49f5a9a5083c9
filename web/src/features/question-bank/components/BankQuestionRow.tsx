import { Badge, Button, Card, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Link as RouterLink } from "react-router";
import { DeleteButton } from "../../../components/DeleteButton";
import type { BankQuestionFieldsFragment } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { questionTypeLabel } from "../../quiz-authoring/quiz-builder";
import { bankQuestionPath } from "../paths";

type BankQuestionRowProps = {
  question: BankQuestionFieldsFragment;
  // The question whose action is running: its buttons wait.
  busy: boolean;
  onPreview: (question: BankQuestionFieldsFragment) => void;
  onRetire: (question: BankQuestionFieldsFragment) => void;
  onRestore: (question: BankQuestionFieldsFragment) => void;
  onDelete: (question: BankQuestionFieldsFragment) => void;
};

// One question of the bank: its title, type, tags, difficulty, version and whether it is retired,
// with Preview, Edit, Retire (or Restore) and Delete. Each button names its question for screen readers.
export const BankQuestionRow = memo(({ question, busy, onPreview, onRetire, onRestore, onDelete }: BankQuestionRowProps) => {
  const retired = Boolean(question.retiredAt);
  // A question a quiz uses cannot be deleted (the server refuses): retire it instead.
  const used = question.quizCount > 0;
  const actionLabel = busy ? (retired ? "Restoring..." : "Retiring...") : retired ? "Restore" : "Retire";
  return (
    <Card.Root as="li" variant="outline" opacity={retired ? 0.85 : undefined}>
      <Card.Body p={{ base: "3", md: "4" }} gap="3">
        <Stack gap="2">
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {question.title}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="teal" variant="subtle">
              {questionTypeLabel(question.type)}
            </Badge>
            <Badge variant="outline">
              <span aria-hidden="true">v{question.version}</span>
              <Text as="span" srOnly>
                Version {question.version}
              </Text>
            </Badge>
            {question.difficulty && <Badge variant="outline">Difficulty {question.difficulty}</Badge>}
            {retired && (
              <Badge colorPalette="orange" variant="solid">
                Retired
              </Badge>
            )}
          </HStack>
          {used && (
            <Text fontSize="sm" fontWeight="medium">
              Used by {plural(question.quizCount, "quiz", "quizzes")}
            </Text>
          )}
          {question.tags.length > 0 && (
            <HStack as="ul" aria-label="Tags" gap="1.5" wrap="wrap" listStyleType="none">
              {question.tags.map((tag) => (
                <Badge as="li" key={tag} variant="surface" colorPalette="gray">
                  {tag}
                </Badge>
              ))}
            </HStack>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onPreview(question)} aria-label={`Preview ${question.title}`}>
            Preview
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="teal">
            <RouterLink to={bankQuestionPath(question.id)} aria-label={`Edit ${question.title}`}>
              Edit
            </RouterLink>
          </Button>
          {/* Busy, not disabled: a disabled button would drop the keyboard focus while the server answers. */}
          <Button
            size="sm"
            variant="outline"
            aria-busy={busy}
            onClick={() => {
              if (!busy) (retired ? onRestore : onRetire)(question);
            }}
            aria-label={`${actionLabel} ${question.title}`}
          >
            {busy && <Spinner size="xs" aria-hidden />} {actionLabel}
          </Button>
          {!used && <DeleteButton label={`Delete ${question.title}`} onClick={() => onDelete(question)} disabled={busy} />}
        </HStack>
        {used && !retired && (
          <Text fontSize="sm" color="fg.muted">
            Used by quizzes: retire it instead of deleting it.
          </Text>
        )}
        {retired && (
          <Text fontSize="sm" color="fg.muted">
            Retired: left out of the bank and of random draws until restored.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
});
BankQuestionRow.displayName = "BankQuestionRow";
