import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import type { StoredConnection } from "../../../graphql/cache";
import { GradeEssayAnswerDocument } from "../../../graphql/__generated__/graphql";

export type EssayKey = { attemptId: string; questionIndex: number };

/**
 * Saves an essay's grade. Once the server has answered, the essay leaves the cached queue and its
 * count drops by one (the navigation's count reads the same cached list); the attempt's points and
 * state update themselves through its id. Throws what the server refused.
 */
export const useGradeEssayAnswer = () => {
  const [mutate, { loading }] = useMutation(GradeEssayAnswerDocument);
  const grade = useCallback(
    async (essay: EssayKey, points: number, comment: string) => {
      await mutate({
        variables: { attemptId: essay.attemptId, questionIndex: essay.questionIndex, points, comment: comment.trim() || null },
        update: (cache) => {
          const graded = cache.identify({ __typename: "EssayToGrade", ...essay });
          cache.modify({
            fields: {
              essayAnswersToGrade: (existing) => {
                const list = existing as StoredConnection;
                return {
                  ...list,
                  ...(list.nodes && { nodes: list.nodes.filter((node) => node.__ref !== graded) }),
                  ...(typeof list.totalCount === "number" && { totalCount: Math.max(0, list.totalCount - 1) }),
                };
              },
            },
          });
        },
      });
    },
    [mutate],
  );
  return { grade, saving: loading };
};
