import { Badge, Box, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import type { GradebookQuizFieldsFragment, GradebookRowFieldsFragment } from "../../../graphql/__generated__/graphql";
import { plural } from "../../../lib/format";
import { percentText, pointsText, quizColumnNotes } from "../labels";
import { gradebookAttemptsPath } from "../paths";

type Cell = GradebookRowFieldsFragment["cells"][number];

// The learner column stays in view while the quizzes scroll sideways (360 px screens too).
const stickyColumn = { position: "sticky", left: "0", zIndex: "1", bg: "bg", minW: "10rem", maxW: "14rem" } as const;

// Passed or not: an icon and a word, never the colour alone.
const PassBadge = ({ passed }: { passed: boolean }) => (
  <Badge colorPalette={passed ? "green" : "red"} variant="subtle" size="sm">
    <span aria-hidden="true">{passed ? "✓" : "✗"}</span> {passed ? "Passed" : "Not passed"}
  </Badge>
);

const NeedsGrading = () => (
  <Badge colorPalette="orange" variant="outline" size="sm">
    <span aria-hidden="true">✎</span> Needs grading
  </Badge>
);

// What an attempted cell says: its grade, points, passed or not, attempts used, essays waiting.
const CellFigures = ({ cell }: { cell: Cell }) => (
  <Stack gap="1" align="flex-start">
    <Text fontWeight="semibold">{cell.grade === null || cell.grade === undefined ? "—" : percentText(cell.grade)}</Text>
    {typeof cell.points === "number" && typeof cell.maxPoints === "number" && (
      <Text fontSize="xs" color="fg.muted">
        {pointsText(cell.points, cell.maxPoints)} points
      </Text>
    )}
    {typeof cell.passed === "boolean" && <PassBadge passed={cell.passed} />}
    <Text fontSize="xs" color="fg.muted">
      {plural(cell.attemptsUsed, "attempt")}
    </Text>
    {cell.needsGrading && <NeedsGrading />}
  </Stack>
);

type GradebookCellProps = { cell: Cell | undefined; quiz: GradebookQuizFieldsFragment; learnerId: string; learnerName: string; linked: boolean };

/**
 * One learner's result on one quiz. An attempted cell links to the learner's attempts at the quiz,
 * its link named with the learner and quiz so it reads alone; a cell
 * without an attempt shows "—", read as "not attempted".
 */
const GradebookCell = ({ cell, quiz, learnerId, learnerName, linked }: GradebookCellProps) => {
  if (!cell?.attempted) {
    return (
      <Table.Cell textAlign="center" color="fg.muted">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>not attempted</VisuallyHidden>
      </Table.Cell>
    );
  }
  if (!linked) {
    return (
      <Table.Cell>
        <CellFigures cell={cell} />
      </Table.Cell>
    );
  }
  return (
    <Table.Cell>
      <Box
        asChild
        display="block"
        borderRadius="sm"
        _hover={{ bg: "bg.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
      >
        <RouterLink to={gradebookAttemptsPath(quiz.id, learnerId)}>
          <VisuallyHidden>{`${learnerName}, ${quiz.title}: `}</VisuallyHidden>
          <CellFigures cell={cell} />
        </RouterLink>
      </Box>
    </Table.Cell>
  );
};

type GradebookTableProps = {
  caption: string;
  quizzes: readonly GradebookQuizFieldsFragment[];
  rows: readonly GradebookRowFieldsFragment[];
  // Attempted cells open the learner's attempts at the quiz (its tutor's and admins' page).
  linkCells: boolean;
  // An action under a learner's name (their accommodations).
  learnerAction?: (learner: GradebookRowFieldsFragment["learner"]) => ReactNode;
};

// The gradebook: a learner per row (name, e-mail), a quiz per column, the learner's average last.
export const GradebookTable = ({ caption, quizzes, rows, linkCells, learnerAction }: GradebookTableProps) => {
  const captionId = useId();
  return (
    // A region the keyboard can scroll sideways (it takes focus); its name is the table's caption.
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      maxW="full"
      _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing" }}
    >
      <Table.Root size="sm" variant="line" width="max-content" minW="full">
        <Table.Caption id={captionId} captionSide="top" textAlign="start" p="3" fontWeight="semibold" color="fg">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" {...stickyColumn} zIndex="2" verticalAlign="bottom">
              Learner
            </Table.ColumnHeader>
            {quizzes.map((quiz) => (
              <Table.ColumnHeader key={quiz.id} scope="col" verticalAlign="bottom" minW="9rem" maxW="14rem">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {quiz.title}
                </Text>
                {quizColumnNotes(quiz).map((note) => (
                  <Text key={note} fontSize="xs" fontWeight="normal" color="fg.muted" overflowWrap="anywhere">
                    {note}
                  </Text>
                ))}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader scope="col" verticalAlign="bottom" textAlign="end">
              Average
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const byQuiz = new Map(row.cells.map((cell) => [cell.quizId, cell]));
            return (
              <Table.Row key={row.learner.id} verticalAlign="top">
                <Table.Cell as="th" scope="row" {...stickyColumn} textAlign="start" fontWeight="normal">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {row.learner.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {row.learner.email}
                  </Text>
                  {learnerAction?.(row.learner)}
                </Table.Cell>
                {quizzes.map((quiz) => (
                  <GradebookCell key={quiz.id} cell={byQuiz.get(quiz.id)} quiz={quiz} learnerId={row.learner.id} learnerName={row.learner.name} linked={linkCells} />
                ))}
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {percentText(row.averagePercentage)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
};
