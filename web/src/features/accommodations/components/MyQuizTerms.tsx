import { Badge, HStack } from "@chakra-ui/react";
import { myTermsTexts } from "../my-terms";
import { useMyQuizTerms } from "../hooks/useMyQuizTerms";

// On a learner's quiz card: their own terms where an accommodation changes them, "30 minutes
// (extended from 20)", "3 attempts (extended from 2)", "Open to you until …". Nothing otherwise.
export const MyQuizTerms = ({ quizId }: { quizId: string }) => {
  const texts = myTermsTexts(useMyQuizTerms(quizId));
  if (texts.length === 0) return null;
  return (
    <HStack as="ul" aria-label="Your terms" gap="2" wrap="wrap" listStyleType="none" mt="2">
      {texts.map((text) => (
        <Badge as="li" key={text} variant="outline" colorPalette="teal" whiteSpace="normal">
          {text}
        </Badge>
      ))}
    </HStack>
  );
};
