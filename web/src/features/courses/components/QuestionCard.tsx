import { Box, Button, Card, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useDisclosure } from "../../../components/useDisclosure";
import type { CourseViewerQuery } from "../../../graphql/__generated__/graphql";
import { FlashCardHeader } from "./FlashCardHeader";

type Question = CourseViewerQuery["course"]["questions"]["nodes"][number];

type QuestionCardProps = { question: Question; number: number };

// A flash card: each answer is hidden until its own toggle reveals it (SPEC.md section 4).
export const QuestionCard = ({ question, number }: QuestionCardProps) => {
  const headingId = useId();
  const answer = useDisclosure();

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline">
      <Card.Body gap="3">
        <FlashCardHeader headingId={headingId} category={question.category}>
          Question {number}
        </FlashCardHeader>
        <Text fontSize="lg" whiteSpace="pre-wrap">
          {question.question}
        </Text>
        <Box>
          <Button variant="outline" colorPalette="teal" size="sm" {...answer.toggle}>
            {answer.open ? "Hide Answer" : "Reveal Answer"}
          </Button>
        </Box>
        <Box {...answer.region} role="region" aria-label={`Answer to question ${number}`} bg="teal.subtle" borderRadius="md" p="4">
          <Text whiteSpace="pre-wrap">{question.answer}</Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
};
