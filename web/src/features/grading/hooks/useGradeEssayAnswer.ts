import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { insertNode, removeNode } from "../../../graphql/connection-cache";
import { GradeEssayAnswerDocument } from "../../../graphql/__generated__/graphql";

export type EssayKey = { attemptId: string; questionIndex: number };

/** The essay graded: which one, and whether it was still waiting (null gradedAt) or is re-graded. */
export type GradedEssay = EssayKey & { gradedAt?: string | null };

/**
 * Saves an essay's grade, or changes it. Once the server has answered, the cache follows without a
 * refetch (the mutation answers with the attempt, whose points and state update through its id):
 * - the essay's row (EssayToGrade, keyed by attempt and question) takes the points, the comment and
 *   gradedAt; the server does not send its time back, so gradedAt is this browser's clock at its
 *   answer (the Graded list loads with cache-and-network, which brings the server's time when shown);
 * - an essay that was waiting leaves the cached queue, whose count (the navigation's too) drops by
 *   one, and joins the start of the cached Graded list (latest grade first), counted in its total;
 * - a re-graded essay keeps its place in the Graded list shown, so the card being edited does not
 *   jump away; the server puts it first the next time the list loads.
 * Throws what the server refused.
 */
export const useGradeEssayAnswer = () => {
  const [mutate, { loading }] = useMutation(GradeEssayAnswerDocument);
  const grade = useCallback(
    async (essay: GradedEssay, points: number, comment: string) => {
      const wasWaiting = !essay.gradedAt;
      const savedComment = comment.trim() || null;
      await mutate({
        variables: { attemptId: essay.attemptId, questionIndex: essay.questionIndex, points, comment: savedComment },
        update: (cache) => {
          const graded = cache.identify({ __typename: "EssayToGrade", attemptId: essay.attemptId, questionIndex: essay.questionIndex });
          cache.modify({ id: graded, fields: { points: () => points, comment: () => savedComment, gradedAt: () => new Date().toISOString() } });
          if (wasWaiting) cache.modify({ fields: { essayAnswersToGrade: removeNode(graded), gradedEssayAnswers: insertNode(graded, "start") } });
        },
      });
    },
    [mutate],
  );
  return { grade, saving: loading };
};
