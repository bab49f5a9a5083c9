import { Badge, Box, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { RichText } from "../../../components/RichText";
import type { BankQuestionVersionFieldsFragment, TextFormat } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { optionLetter } from "../../quiz-authoring/option-letter";
import { questionTypeLabel, toPercent } from "../../quiz-authoring/quiz-builder";

type Version = BankQuestionVersionFieldsFragment;

// A right answer says so in words (the badge), not by colour alone.
const RightBadge = ({ children = "Correct" }: { children?: ReactNode }) => (
  <Badge colorPalette="green" variant="subtle" flexShrink={0}>
    <span aria-hidden="true">✓</span> {children}
  </Badge>
);

const Feedback = ({ text, format }: { text?: string | null; format: TextFormat }) =>
  text ? (
    <Box fontSize="sm" color="fg.muted" ps="3" borderStartWidth="2px" mt="1">
      <Text as="span" srOnly>
        Feedback:{" "}
      </Text>
      <RichText text={text} format={format} />
    </Box>
  ) : null;

const Row = ({ children, feedback, format }: { children: ReactNode; feedback?: string | null; format: TextFormat }) => (
  <List.Item borderWidth="1px" borderRadius="md" p="2" listStyleType="none">
    <HStack gap="2" wrap="wrap" align="start">
      {children}
    </HStack>
    <Feedback text={feedback} format={format} />
  </List.Item>
);

const Answers = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="2">
    <Text fontWeight="semibold">{label}</Text>
    <List.Root as="ul" gap="2" ps="0">
      {children}
    </List.Root>
  </Stack>
);

const creditText = (credit: number) => `${toPercent(credit)}%`;

const numericText = (answer: NonNullable<Version["numericAnswers"]>[number]) =>
  answer.value !== null && answer.value !== undefined
    ? `${answer.value}${answer.tolerance ? ` ± ${answer.tolerance}` : ""}`
    : `${answer.min ?? "…"} to ${answer.max ?? "…"}`;

const typeAnswers = (question: Version, format: TextFormat): ReactNode => {
  const options = question.options ?? [];
  switch (question.type ?? "SINGLE_CHOICE") {
    case "SINGLE_CHOICE":
      return (
        <Answers label="Options">
          {options.map((option, index) => (
            <Row key={index} feedback={question.optionFeedback?.[index]} format={format}>
              <Text flex="1" minW="0" overflowWrap="anywhere">
                {optionLetter(index)}. {option}
              </Text>
              {index === (question.correctAnswerIndex ?? 0) && <RightBadge />}
            </Row>
          ))}
        </Answers>
      );
    case "MULTIPLE_RESPONSE":
      return (
        <Answers label="Options">
          {options.map((option, index) => {
            const credit = question.optionCredits?.[index] ?? 0;
            return (
              <Row key={index} feedback={question.optionFeedback?.[index]} format={format}>
                <Text flex="1" minW="0" overflowWrap="anywhere">
                  {optionLetter(index)}. {option}
                </Text>
                {credit > 0 ? <RightBadge>Correct, {creditText(credit)}</RightBadge> : <Badge variant="outline">{creditText(credit)}</Badge>}
              </Row>
            );
          })}
        </Answers>
      );
    case "TRUE_FALSE":
      return (
        <Answers label="Answers">
          {[true, false].map((value, index) => (
            <Row key={String(value)} feedback={question.optionFeedback?.[index]} format={format}>
              <Text flex="1">{value ? "True" : "False"}</Text>
              {value === (question.correctBoolean ?? true) && <RightBadge />}
            </Row>
          ))}
        </Answers>
      );
    case "SHORT_ANSWER":
      return (
        <Answers label={`Accepted answers (${question.caseSensitive ? "case-sensitive" : "any case"})`}>
          {(question.acceptedAnswers ?? []).map((answer, index) => (
            <Row key={index} feedback={answer.feedback} format={format}>
              <Text flex="1" minW="0" overflowWrap="anywhere">
                {answer.text}
              </Text>
              {answer.credit > 0 ? <RightBadge>{creditText(answer.credit)}</RightBadge> : <Badge variant="outline">{creditText(answer.credit)}</Badge>}
            </Row>
          ))}
        </Answers>
      );
    case "NUMERICAL":
      return (
        <Answers label="Accepted numbers">
          {(question.numericAnswers ?? []).map((answer, index) => (
            <Row key={index} feedback={answer.feedback} format={format}>
              <Text flex="1">{numericText(answer)}</Text>
              {answer.credit > 0 ? <RightBadge>{creditText(answer.credit)}</RightBadge> : <Badge variant="outline">{creditText(answer.credit)}</Badge>}
            </Row>
          ))}
        </Answers>
      );
    case "MATCHING":
      return (
        <Stack gap="3">
          <Answers label="Pairs">
            {(question.pairs ?? []).map((pair, index) => (
              <Row key={index} format={format}>
                <Text flex="1" minW="0" overflowWrap="anywhere">
                  {pair.prompt} <span aria-hidden="true">→</span>
                  <Text as="span" srOnly>
                    matches
                  </Text>{" "}
                  <strong>{pair.match}</strong>
                </Text>
              </Row>
            ))}
          </Answers>
          {(question.extraMatches?.length ?? 0) > 0 && (
            <Text fontSize="sm">
              Extra matches (belong to no prompt): {question.extraMatches?.join(", ")}
            </Text>
          )}
        </Stack>
      );
    case "ESSAY":
      return <Text color="fg.muted">Learners write their answer; it is graded by hand.</Text>;
  }
};

/** One version of a bank question as it reads: its text as learners see it, its answers with the right ones marked, points, feedback. */
export const BankQuestionPreview = ({ question }: { question: Version }) => {
  const format = question.textFormat ?? "PLAIN";
  return (
    <Stack gap="4" data-testid="bank-question-preview">
      <HStack gap="2" wrap="wrap">
        <Badge variant="outline">{questionTypeLabel(question.type ?? "SINGLE_CHOICE")}</Badge>
        <Badge variant="outline">{plural(question.points ?? 1, "point")}</Badge>
        <Badge variant="outline">Version {question.version}</Badge>
      </HStack>
      <Box>
        <RichText text={question.questionText} format={format} />
      </Box>
      {typeAnswers(question, format)}
      {question.generalFeedback && (
        <Stack gap="1">
          <Text fontWeight="semibold">General feedback</Text>
          <RichText text={question.generalFeedback} format={format} />
        </Stack>
      )}
    </Stack>
  );
};
