import { useId } from "react";
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import type { AuthoringQuizInsightQuery } from "../../../graphql/__generated__/graphql";
import { useDisclosure } from "../../../components/useDisclosure";
import { optionLetter } from "../option-letter";
import { Figure, NotAvailable } from "./InsightFigure";
import { percent, questionKey, type QuestionInsightFigures } from "./QuestionInsight";

type Insight = AuthoringQuizInsightQuery["quizInsight"];

// The flags' thresholds (docs/item-analysis.md, after Moodle's rules of thumb).
const VERY_EASY_ABOVE = 95;
const VERY_HARD_BELOW = 5;
const NEGATIVE_DISCRIMINATION_BELOW = 0;
const ACCEPTABLE_ALPHA = 0.7;
const SHORT_TEXT = 60;

// Whole numbers (SPEC.md section 9), except where rounding would land on a flag's threshold from the
// flagged side: 95.4% is flagged as above 95%, so it shows 95.4%, never a bare 95%.
const wholeOrExact = (value: number, flagged: boolean, thresholds: number[]): string => {
  const rounded = Math.round(value);
  if (!flagged || !thresholds.includes(rounded)) return String(rounded === 0 ? 0 : rounded);
  const oneDecimal = value.toFixed(1);
  return Number(oneDecimal) === rounded ? value.toFixed(2) : oneDecimal;
};

// A question's text in a table cell: cut at a word before SHORT_TEXT characters (the list above has it whole).
const shortText = (text: string): string => {
  if (text.length <= SHORT_TEXT) return text;
  const cut = text.slice(0, SHORT_TEXT - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > SHORT_TEXT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

const drawsAtRandom = (insight: Insight): boolean => insight.questions.some((question) => question.questionId != null);

// Why the quiz's figures may be null (schema.graphql: QuizInsight.standardDeviation, cronbachAlpha).
const standardDeviationMissing = (): string => "Needs at least 2 attempts";
const alphaMissing = (insight: Insight): string => {
  if (insight.attemptCount < 2) return "Needs at least 2 attempts";
  if (drawsAtRandom(insight)) return "Not defined for quizzes that draw questions at random (attempts get different questions)";
  if (insight.questions.length < 2) return "Needs at least 2 questions";
  return "Not defined: every attempt has the same score";
};

// And a question's (QuizQuestionInsight.facilityIndex, discriminationIndex).
const facilityMissing = (question: QuestionInsightFigures): string => {
  if (question.answerCount === 0) return "Not in any attempt yet";
  if (question.type === "ESSAY") return "Waiting for essays to be graded";
  return "No graded answers yet";
};
const discriminationMissing = (question: QuestionInsightFigures, questionCount: number): string => {
  if (question.answerCount < 2) return "Needs at least 2 attempts";
  // The rest of the test is what it is correlated with: a quiz of one question has none.
  if (questionCount < 2) return "Needs at least 2 questions";
  return "Not defined: the scores do not vary";
};

type Flag = { label: string; why: string };

// What a tutor should look at: a question everyone or no one gets right says little about who knows
// the material; one the weaker learners do better on than the stronger may be wrong or misleading.
const flagsOf = (question: QuestionInsightFigures): Flag[] => {
  const flags: Flag[] = [];
  const { facilityIndex: facility, discriminationIndex: discrimination } = question;
  if (discrimination != null && discrimination < NEGATIVE_DISCRIMINATION_BELOW)
    flags.push({ label: "Negative discrimination", why: "weaker learners did better on it than stronger ones: check the question and its answer" });
  if (facility != null && facility > VERY_EASY_ABOVE) flags.push({ label: "Very easy", why: `facility above ${VERY_EASY_ABOVE}%` });
  if (facility != null && facility < VERY_HARD_BELOW) flags.push({ label: "Very hard", why: `facility below ${VERY_HARD_BELOW}%` });
  return flags;
};

const isChoice = (question: QuestionInsightFigures): boolean =>
  (question.type === "SINGLE_CHOICE" || question.type === "MULTIPLE_RESPONSE" || question.type === "TRUE_FALSE") &&
  question.optionTopThirdShares.length > 0;

const optionLabel = (question: QuestionInsightFigures, index: number): string =>
  question.type === "TRUE_FALSE" ? (index === 0 ? "True" : "False") : `Option ${optionLetter(index)}`;

// A figure of the table that may be null: the value, or a dash with its reason in words.
const Cell = ({ value, missing }: { value: string | null; missing: string }) =>
  value != null ? (
    <>{value}</>
  ) : (
    <>
      <NotAvailable />{" "}
      <Text as="span" display="block" fontSize="xs" color="fg.muted" minW="24">
        {missing}
      </Text>
    </>
  );

const Flags = ({ flags }: { flags: Flag[] }) =>
  flags.length === 0 ? (
    <Text as="span" color="fg.muted">
      None
    </Text>
  ) : (
    <Stack as="ul" gap="1" listStyleType="none" ps="0">
      {flags.map((flag) => (
        <Box as="li" key={flag.label}>
          <Badge colorPalette="orange" variant="subtle">
            <span aria-hidden="true">⚠</span>
            {flag.label}
          </Badge>{" "}
          <Text as="span" display="block" fontSize="xs" color="fg.muted" minW="32">
            {flag.why}
          </Text>
        </Box>
      ))}
    </Stack>
  );

// A choice question's options: the share of the top and of the bottom third of the attempts (ranked by
// percentage) that chose each. The correct option is said in words (single choice: the insight knows it).
const OptionShares = ({ question, n }: { question: QuestionInsightFigures; n: number }) => (
  <Table.Root size="sm" variant="outline" maxW="sm">
    <Table.Caption captionSide="top" textAlign="start" pb="1" color="fg.muted">
      {`Question ${n}: share of the top and bottom thirds choosing each option`}
    </Table.Caption>
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader scope="col">Option</Table.ColumnHeader>
        <Table.ColumnHeader scope="col" textAlign="end">
          Top third
        </Table.ColumnHeader>
        <Table.ColumnHeader scope="col" textAlign="end">
          Bottom third
        </Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
    <Table.Body>
      {question.optionTopThirdShares.map((top, index) => (
        <Table.Row key={index}>
          <Table.Cell as="th" scope="row" fontWeight="normal">
            {optionLabel(question, index)}
            {index === question.correctAnswerIndex && (
              <>
                {" "}
                <Badge colorPalette="green" ms="2">
                  <span aria-hidden="true">✓</span>
                  correct
                </Badge>
              </>
            )}
          </Table.Cell>
          <Table.Cell textAlign="end">{percent(top)}</Table.Cell>
          <Table.Cell textAlign="end">{percent(question.optionBottomThirdShares[index] ?? 0)}</Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
  </Table.Root>
);

const COLUMNS = 5;

// One question's row, and for a choice question a row below it with its options, shown on demand.
const ItemRow = ({ question, questionCount }: { question: QuestionInsightFigures; questionCount: number }) => {
  const { open, toggle, region } = useDisclosure();
  const n = question.questionIndex + 1;
  const flags = flagsOf(question);
  const flagged = (label: string) => flags.some((flag) => flag.label === label);
  const facility =
    question.facilityIndex == null
      ? null
      : `${wholeOrExact(question.facilityIndex, flagged("Very easy") || flagged("Very hard"), [VERY_EASY_ABOVE, VERY_HARD_BELOW])}%`;
  const discrimination =
    question.discriminationIndex == null
      ? null
      : wholeOrExact(question.discriminationIndex, flagged("Negative discrimination"), [NEGATIVE_DISCRIMINATION_BELOW]);
  return (
    <>
      <Table.Row>
        <Table.Cell as="th" scope="row" fontWeight="normal" minW="40" maxW="64">
          <Text as="span" display="block" fontWeight="medium">
            Question {n}
          </Text>{" "}
          <Text as="span" display="block" fontSize="sm" color="fg.muted" overflowWrap="anywhere" title={question.questionText}>
            {shortText(question.questionText)}
          </Text>{" "}
          {question.questionId != null && (
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {question.answerCount === 1 ? "Drawn in 1 attempt" : `Drawn in ${question.answerCount} attempts`}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell textAlign="end">
          <Cell value={facility} missing={facilityMissing(question)} />
        </Table.Cell>
        <Table.Cell textAlign="end">
          <Cell value={discrimination} missing={discriminationMissing(question, questionCount)} />
        </Table.Cell>
        <Table.Cell>
          <Flags flags={flags} />
        </Table.Cell>
        <Table.Cell>
          {isChoice(question) ? (
            <Button variant="outline" size="xs" {...toggle} aria-label={`Question ${n}: options by third`}>
              <span aria-hidden="true">{open ? "▾" : "▸"}</span>
              Options
            </Button>
          ) : (
            <Text as="span" color="fg.muted" fontSize="sm">
              <span aria-hidden="true">—</span>
              <VisuallyHidden>No options to show for this type</VisuallyHidden>
            </Text>
          )}
        </Table.Cell>
      </Table.Row>
      {isChoice(question) && (
        <Table.Row {...region}>
          <Table.Cell colSpan={COLUMNS} bg="bg.subtle">
            {open && <OptionShares question={question} n={n} />}
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
};

// What each figure means, in a sentence or two, for a tutor who has not met them.
const FiguresExplained = () => {
  const { open, toggle, region } = useDisclosure();
  return (
    <Box>
      <Button variant="ghost" size="sm" ms="-3" {...toggle}>
        <span aria-hidden="true">{open ? "▾" : "▸"}</span>
        What do these figures mean?
      </Button>
      <Box {...region} pt={open ? "2" : "0"}>
        <Stack as="dl" gap="2" fontSize="sm">
          <Box>
            <Text as="dt" fontWeight="semibold">
              Facility index
            </Text>
            <Text as="dd">
              The mean credit learners earned on the question, in percent: 100% means every attempt earned full credit (essays still
              waiting for a grade are left out). Above{" "}
              {VERY_EASY_ABOVE}% or below {VERY_HARD_BELOW}% it is flagged: such a question tells you little about who knows the material.
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontWeight="semibold">
              Discrimination index
            </Text>
            <Text as="dd">
              How well the question separates stronger from weaker learners: the correlation (from −100 to 100) between its credit and the
              score on the rest of the quiz. Moodle's rule of thumb: above 30 is good; below 0 means weaker learners did better on it, so
              check the question and its answer.
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontWeight="semibold">
              Options by third
            </Text>
            <Text as="dd">
              For choice questions: the share of the best third of the attempts and of the weakest third that chose each option. A good
              wrong option draws more of the bottom third than of the top.
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontWeight="semibold">
              Standard deviation
            </Text>
            <Text as="dd">How far the attempts' percentages spread around their average, in percentage points.</Text>
          </Box>
          <Box>
            <Text as="dt" fontWeight="semibold">
              Cronbach's alpha
            </Text>
            <Text as="dd">
              Internal consistency: whether the questions measure the same thing (up to 1). {ACCEPTABLE_ALPHA} or above is usually
              acceptable. It needs every attempt to answer the same questions.
            </Text>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
};

// The item analysis of a quiz's insight: the spread of the scores and their consistency,
// then per question its facility, its discrimination, its flags and, for choice questions, the options
// chosen by the top and bottom thirds.
export const ItemAnalysis = ({ insight }: { insight: Insight }) => {
  const headingId = useId();
  const captionId = useId();
  const { standardDeviation, cronbachAlpha } = insight;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="sm" id={headingId}>
        Item analysis
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
        <Figure
          label="Standard deviation"
          value={standardDeviation == null ? <NotAvailable /> : `${standardDeviation.toFixed(1)} points`}
          help={standardDeviation == null ? standardDeviationMissing() : `Percentage points around the ${percent(insight.averagePercentage)} average`}
        />
        <Figure
          label="Cronbach's alpha"
          value={cronbachAlpha == null ? <NotAvailable /> : cronbachAlpha.toFixed(2)}
          help={
            cronbachAlpha == null
              ? alphaMissing(insight)
              : cronbachAlpha >= ACCEPTABLE_ALPHA
                ? `${ACCEPTABLE_ALPHA} or above: usually acceptable`
                : `Below ${ACCEPTABLE_ALPHA}: the questions may not measure the same thing`
          }
        />
      </SimpleGrid>
      <FiguresExplained />
      {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it. Relative, so the
          visually hidden (absolute) texts in its cells scroll with it instead of widening the page. */}
      <Box role="region" aria-labelledby={captionId} tabIndex={0} overflowX="auto" position="relative" borderWidth="1px" borderRadius="md" maxW="full">
        <Table.Root size="sm" minW="md">
          <Table.Caption id={captionId} captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
            Item analysis by question
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Question</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Facility
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Discrimination
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Flags</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Options by third</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {insight.questions.map((question) => (
              <ItemRow key={questionKey(question)} question={question} questionCount={insight.questions.length} />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
};
