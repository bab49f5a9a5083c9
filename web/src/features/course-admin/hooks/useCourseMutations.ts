import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  AdminAddCourseQuestionDocument,
  AdminCreateCourseDocument,
  AdminDeleteCourseDocument,
  AdminUpdateCourseDocument,
  type CourseInput,
  type NewCourseQuestionInput,
} from "../../../graphql/__generated__/graphql";
import { evictLists, evictObject, insertNode, removeNode } from "../../../graphql/connection-cache";
import { dataOf } from "../../../graphql/mutation";

// A new course belongs in the catalogue and in the searches it matches, which only the server
// knows: the cached `courses` lists are dropped and load afresh when shown.
export const useCreateCourse = () => {
  const [mutate, { loading }] = useMutation(AdminCreateCourseDocument, { update: (cache) => evictLists(cache, "courses") });
  const createCourse = useCallback(async (input: CourseInput) => dataOf(await mutate({ variables: { input } })).createCourse, [mutate]);
  return { createCourse, loading };
};

// The answer carries the course's id and fields: the normalized cache updates every list itself.
export const useUpdateCourse = () => {
  const [mutate, { loading }] = useMutation(AdminUpdateCourseDocument);
  const updateCourse = useCallback(
    async (id: string, input: CourseInput) => dataOf(await mutate({ variables: { id, input } })).updateCourse,
    [mutate],
  );
  return { updateCourse, loading };
};

// A deleted course leaves every cached list (their totals one less); then it, and its questions, the cache.
export const useDeleteCourse = () => {
  const [mutate, { loading }] = useMutation(AdminDeleteCourseDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      const course = { __typename: "Course", id: data.deleteCourse };
      cache.modify({ fields: { courses: removeNode(cache.identify(course)) } });
      evictObject(cache, course);
    },
  });
  const deleteCourse = useCallback(async (id: string): Promise<void> => {
    await mutate({ variables: { id } });
  }, [mutate]);
  return { deleteCourse, loading };
};

// A new question joins the end of its course's questions (oldest first).
export const useAddCourseQuestion = () => {
  const [mutate, { loading }] = useMutation(AdminAddCourseQuestionDocument, {
    update: (cache, { data }) =>
      data &&
      cache.modify({
        id: cache.identify({ __typename: "Course", id: data.addCourseQuestion.courseId }),
        fields: { questions: insertNode(cache.identify(data.addCourseQuestion), "end") },
      }),
  });
  const addQuestion = useCallback(
    async (input: NewCourseQuestionInput) => dataOf(await mutate({ variables: { input } })).addCourseQuestion,
    [mutate],
  );
  return { addQuestion, loading };
};
