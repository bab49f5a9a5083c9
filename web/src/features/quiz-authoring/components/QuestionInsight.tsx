import { Badge, Box, HStack, Progress, Table, Text } from "@chakra-ui/react";
import type { AuthoringQuizInsightQuery } from "../../../graphql/__generated__/graphql";
import { assertUnreachable } from "../../../lib/assert-unreachable";
import { optionLetter } from "../option-letter";
import { questionTypeLabel } from "../quiz-builder";

export type QuestionInsightFigures = AuthoringQuizInsightQuery["quizInsight"]["questions"][number];

// SPEC.md section 9: percentages as whole numbers; points with at most 2 decimals.
export const percent = (value: number): string => `${Math.round(value)}%`;
const points = (value: number): string => String(Math.round(value * 100) / 100);

// Two columns, a caption saying what they count: option counts, frequent answers, prompts.
const CountTable = ({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string, boolean?][] }) => (
  <Table.ScrollArea borderWidth="1px" borderRadius="md" mt="2" maxW="md">
    <Table.Root size="sm">
      <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{head[0]}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{head[1]}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([label, value, right], index) => (
          <Table.Row key={index}>
            <Table.Cell overflowWrap="anywhere">
              {label}
              {right && (
                <Badge colorPalette="green" ms="2">
                  right answer
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell textAlign="end">{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);

// What a question's type lets the insight say beyond its full-credit share.
const TypeDetails = ({ question, n }: { question: QuestionInsightFigures; n: number }) => {
  switch (question.type) {
    case "SINGLE_CHOICE":
    case "MULTIPLE_RESPONSE":
      return (
        <CountTable
          caption={`Question ${n}: how many chose each option`}
          head={["Option", "Chosen"]}
          rows={question.optionCounts.map((count, index) => [`Option ${optionLetter(index)}`, String(count), index === question.correctAnswerIndex])}
        />
      );
    case "TRUE_FALSE":
      return (
        <CountTable
          caption={`Question ${n}: how many answered each`}
          head={["Answer", "Chosen"]}
          rows={question.optionCounts.map((count, index) => [index === 0 ? "True" : "False", String(count)])}
        />
      );
    case "SHORT_ANSWER":
    case "NUMERICAL":
      return question.topAnswers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          No answers typed yet
        </Text>
      ) : (
        <CountTable
          caption={`Question ${n}: the most frequent answers`}
          head={["Answer", "Times"]}
          rows={question.topAnswers.map((answer) => [answer.answer, String(answer.count)])}
        />
      );
    case "MATCHING":
      return (
        <CountTable
          caption={`Question ${n}: share who matched each prompt right`}
          head={["Prompt", "Matched right"]}
          rows={question.pairCorrectRates.map((rate, index) => [`Prompt ${index + 1}`, percent(rate)])}
        />
      );
    case "ESSAY":
      return null;
    default:
      return assertUnreachable(question.type);
  }
};

// Single choice and true/false keep their "picked the right option" wording; the other types are
// right when they earned full credit.
const rightWording = (question: QuestionInsightFigures): string =>
  question.type === "SINGLE_CHOICE" || question.type === "TRUE_FALSE" ? "picked the right option" : "earned full credit";

// A question's key among the insight's: its bank question in a quiz that draws at random (several
// may fill the same place), else its place.
export const questionKey = (question: QuestionInsightFigures): string => question.questionId ?? String(question.questionIndex);

// One question's figures: its type, the share who got it right, average points, and per type the
// option counts, the most frequent answers or each prompt's rate.
export const QuestionInsight = ({ question }: { question: QuestionInsightFigures }) => {
  const n = question.questionIndex + 1;
  const wording = rightWording(question);
  return (
    <Box as="li">
      <HStack gap="2" wrap="wrap" align="baseline">
        <Badge variant="outline">{questionTypeLabel(question.type)}</Badge>
        <Text fontWeight="medium" overflowWrap="anywhere">
          Question {n}: {question.questionText}
        </Text>
      </HStack>
      {/* The track is the element with the progressbar role: the name goes there. */}
      <Progress.Root value={Math.round(question.correctRate)} size="sm" colorPalette="teal" mt="2">
        <Progress.Track aria-label={`Question ${n}: share who ${wording}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {/* Over the attempts given the question: all of them, unless the quiz draws at random. */}
        {`${percent(question.correctRate)} ${wording} (${question.correctCount} of ${question.answerCount})`}
      </Text>
      <Text fontSize="sm" mt="1">
        Average points: {points(question.averagePoints)}
        {question.type === "ESSAY" && " (essays still waiting for a grade count 0)"}
      </Text>
      <TypeDetails question={question} n={n} />
    </Box>
  );
};
