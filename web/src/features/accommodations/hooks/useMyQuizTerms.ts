import { skipToken, useQuery } from "@apollo/client/react";
import { MyQuizTermsDocument } from "../../../graphql/__generated__/graphql";

// The signed-in learner's terms on a quiz (null for anyone else), asked once and kept in the cache.
export const useMyQuizTerms = (quizId: string, skip = false) => {
  const { data } = useQuery(MyQuizTermsDocument, skip ? skipToken : { variables: { id: quizId } });
  return data?.quiz.myTerms ?? null;
};
