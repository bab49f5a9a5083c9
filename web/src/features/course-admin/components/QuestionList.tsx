import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { AdminCourseQuestionFieldsFragment } from "../../../graphql/__generated__/graphql";

type QuestionListProps = { questions: readonly AdminCourseQuestionFieldsFragment[]; labelledBy: string };

// SPEC.md section 9: the list scrolls at 500px. The scroll box takes focus so keyboards can scroll it.
export const QuestionList = ({ questions, labelledBy }: QuestionListProps) => {
  if (questions.length === 0) {
    return (
      <Box textAlign="center" py="10" px="4" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
        <Text color="fg.muted">No questions added yet</Text>
      </Box>
    );
  }
  return (
    <Box maxH="500px" overflowY="auto" borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Stack as="ol" listStyleType="none" gap="0" m="0" p="0">
        {questions.map((question, index) => (
          <Box as="li" key={question.id} p="4" borderBottomWidth={index === questions.length - 1 ? "0" : "1px"}>
            <HStack justify="space-between" align="flex-start" gap="3" mb="2">
              <Text fontWeight="semibold">
                {index + 1}. {question.question}
              </Text>
              <Badge colorPalette="purple" variant="subtle" flexShrink={0}>
                {question.category}
              </Badge>
            </HStack>
            <Text color="fg.muted" whiteSpace="pre-wrap">
              {question.answer}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};
