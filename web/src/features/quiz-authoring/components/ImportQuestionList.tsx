import { Badge, Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { PreviewQuestionImportMutation } from "../../../graphql/__generated__/graphql";
import { optionLetter } from "../option-letter";

type ImportedQuestion = PreviewQuestionImportMutation["previewQuestionImport"]["questions"][number];

// The questions a file would bring in, in order: each with its options (the correct one marked by
// an icon and words) and what the import leaves out of it.
export const ImportQuestionList = ({ questions }: { questions: readonly ImportedQuestion[] }) => (
  <List.Root as="ol" gap="3" ps="0" listStyleType="none">
    {questions.map((question, index) => (
      <List.Item key={index} display="block" borderWidth="1px" borderRadius="md" p={{ base: "3", md: "4" }}>
        <Stack gap="2">
          <Heading as="h3" size="sm" overflowWrap="anywhere">
            Question {index + 1}
            {question.title ? `: ${question.title}` : ""}
          </Heading>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {question.questionText}
          </Text>
          <List.Root as="ul" gap="1" ps="0" listStyleType="none">
            {(question.options ?? []).map((option, optionIndex) => {
              const correct = optionIndex === question.correctAnswerIndex;
              return (
                <List.Item key={optionIndex} display="flex" gap="2" alignItems="baseline" flexWrap="wrap">
                  <Text as="span" fontWeight="semibold" aria-hidden="true">
                    {optionLetter(optionIndex)}.
                  </Text>
                  <Text as="span" overflowWrap="anywhere" fontWeight={correct ? "semibold" : undefined}>
                    {option}
                  </Text>
                  {correct && (
                    <Badge colorPalette="green" variant="subtle">
                      <span aria-hidden="true">✓</span> Correct answer
                    </Badge>
                  )}
                </List.Item>
              );
            })}
          </List.Root>
          {question.notes.length > 0 && (
            <Box as="ul" ps="0" listStyleType="none" color="fg.muted" fontSize="sm">
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
