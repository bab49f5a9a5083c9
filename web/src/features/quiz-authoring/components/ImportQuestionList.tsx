import {
  Badge,
  Box,
  Heading,
  HStack,
  List,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { PreviewQuestionImportMutation } from "../../../graphql/__generated__/graphql";
import { optionLetter } from "../option-letter";
import { questionTypeLabel, toPercent } from "../quiz-builder";

type ImportedQuestion =
  PreviewQuestionImportMutation["previewQuestionImport"]["questions"][number];

const Feedback = ({
  text,
  label = "Feedback",
}: {
  text: string | null | undefined;
  label?: string;
}) =>
  text ? (
    <Text
      as="span"
      display="block"
      fontSize="sm"
      color="fg.muted"
      overflowWrap="anywhere"
      ps="5"
    >
      {label}: {text}
    </Text>
  ) : null;

const Credit = ({ credit }: { credit: number }) => (
  <Badge
    colorPalette={credit > 0 ? "green" : credit < 0 ? "red" : "gray"}
    variant="subtle"
  >
    {toPercent(credit)}% credit
  </Badge>
);

// One line of answers: what it is, its marks, then its feedback below.
const Row = ({
  lead,
  children,
  feedback,
}: {
  lead?: string;
  children: ReactNode;
  feedback?: string | null;
}) => (
  <List.Item display="block">
    <HStack gap="2" align="baseline" wrap="wrap">
      {lead && (
        <Text as="span" fontWeight="semibold" aria-hidden="true">
          {lead}
        </Text>
      )}
      {children}
    </HStack>
    <Feedback text={feedback} />
  </List.Item>
);

const Rows = ({ label, children }: { label: string; children: ReactNode }) => (
  <List.Root as="ul" gap="1" ps="0" listStyleType="none" aria-label={label}>
    {children}
  </List.Root>
);

const numberText = (answer: {
  value?: number | null;
  tolerance?: number | null;
  min?: number | null;
  max?: number | null;
}) =>
  answer.value === null || answer.value === undefined
    ? `${String(answer.min)} to ${String(answer.max)}`
    : `${answer.value} ± ${answer.tolerance ?? 0}`;

// What the question's type holds: its options and credits, accepted answers, numbers or pairs.
const TypeContent = ({ question }: { question: ImportedQuestion }) => {
  const type = question.type ?? "SINGLE_CHOICE";
  switch (type) {
    case "SINGLE_CHOICE":
    case "MULTIPLE_RESPONSE":
      return (
        <Rows label="Options">
          {(question.options ?? []).map((option, optionIndex) => {
            const correct =
              type === "SINGLE_CHOICE" &&
              optionIndex === question.correctAnswerIndex;
            const credit = question.optionCredits?.[optionIndex];
            return (
              <Row
                key={optionIndex}
                lead={`${optionLetter(optionIndex)}.`}
                feedback={question.optionFeedback?.[optionIndex]}
              >
                <Text
                  as="span"
                  overflowWrap="anywhere"
                  fontWeight={correct ? "semibold" : undefined}
                >
                  {option}
                </Text>
                {correct && (
                  <Badge colorPalette="green" variant="subtle">
                    <span aria-hidden="true">✓</span> Correct answer
                  </Badge>
                )}
                {type === "MULTIPLE_RESPONSE" && credit !== undefined && (
                  <Credit credit={credit} />
                )}
              </Row>
            );
          })}
        </Rows>
      );
    case "TRUE_FALSE":
      return (
        <Box>
          <Text>
            Answer:{" "}
            <strong>{question.correctBoolean ? "True" : "False"}</strong>
          </Text>
          <Feedback
            label="If answered True"
            text={question.optionFeedback?.[0]}
          />
          <Feedback
            label="If answered False"
            text={question.optionFeedback?.[1]}
          />
        </Box>
      );
    case "SHORT_ANSWER":
      return (
        <Stack gap="1">
          <Rows label="Accepted answers">
            {(question.acceptedAnswers ?? []).map((answer, index) => (
              <Row key={index} feedback={answer.feedback}>
                <Text as="span" overflowWrap="anywhere" fontFamily="mono">
                  {answer.text}
                </Text>
                <Credit credit={answer.credit} />
              </Row>
            ))}
          </Rows>
          {question.caseSensitive && (
            <Text fontSize="sm" color="fg.muted">
              Case sensitive
            </Text>
          )}
        </Stack>
      );
    case "NUMERICAL":
      return (
        <Rows label="Accepted numbers">
          {(question.numericAnswers ?? []).map((answer, index) => (
            <Row key={index} feedback={answer.feedback}>
              <Text as="span">{numberText(answer)}</Text>
              <Credit credit={answer.credit} />
            </Row>
          ))}
        </Rows>
      );
    case "MATCHING":
      return (
        <Stack gap="1">
          <Rows label="Pairs">
            {(question.pairs ?? []).map((pair, index) => (
              <Row key={index}>
                <Text as="span" overflowWrap="anywhere">
                  {pair.prompt} <span aria-hidden="true">→ </span>
                  <Box as="span" srOnly>
                    matches
                  </Box>{" "}
                  {pair.match}
                </Text>
              </Row>
            ))}
          </Rows>
          {(question.extraMatches ?? []).length > 0 && (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              Extra matches: {(question.extraMatches ?? []).join(", ")}
            </Text>
          )}
        </Stack>
      );
    case "ESSAY":
      return (
        <Text fontSize="sm" color="fg.muted">
          Written answer, graded by the tutor.
        </Text>
      );
  }
};

// The questions a file would bring in, in order: each with its type, points and what the type holds
// (the correct option marked by an icon and words, credits, accepted answers, numbers, pairs), its
// feedback, and what the import leaves out of it.
export const ImportQuestionList = ({
  questions,
}: {
  questions: readonly ImportedQuestion[];
}) => (
  <List.Root as="ol" gap="3" ps="0" listStyleType="none">
    {questions.map((question, index) => (
      <List.Item
        key={index}
        display="block"
        borderWidth="1px"
        borderRadius="md"
        p={{ base: "3", md: "4" }}
      >
        <Stack gap="2">
          <Heading as="h3" size="sm" overflowWrap="anywhere">
            Question {index + 1}
            {question.title ? `: ${question.title}` : ""}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline">
              {questionTypeLabel(question.type ?? "SINGLE_CHOICE")}
            </Badge>
            <Text as="span" fontSize="sm" color="fg.muted">
              {question.points ?? 1}{" "}
              {(question.points ?? 1) === 1 ? "point" : "points"}
            </Text>
          </HStack>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {question.questionText}
          </Text>
          <TypeContent question={question} />
          <Feedback label="General feedback" text={question.generalFeedback} />
          {question.notes.length > 0 && (
            <Box
              as="ul"
              ps="0"
              listStyleType="none"
              color="fg.muted"
              fontSize="sm"
            >
              {question.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </Box>
          )}
        </Stack>
      </List.Item>
    ))}
  </List.Root>
);
