import { useCallback } from "react";
import {
  AdminAddCourseQuestionDocument,
  AdminCreateCourseDocument,
  AdminDeleteCourseDocument,
  AdminUpdateCourseDocument,
  type CourseInput,
  type NewCourseQuestionInput,
} from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { addCourseToLists, appendQuestion, removeCourseFromCache } from "../course-cache";

export const useCreateCourse = () => {
  const { call, loading } = useMutationCall(AdminCreateCourseDocument, (data) => data.createCourse, {
    update: (cache, { data }) => data && addCourseToLists(cache, data.createCourse),
  });
  const createCourse = useCallback((input: CourseInput) => call({ input }), [call]);
  return { createCourse, loading };
};

// The answer carries the course's id and fields: the normalized cache updates every list itself.
export const useUpdateCourse = () => {
  const { call, loading } = useMutationCall(AdminUpdateCourseDocument, (data) => data.updateCourse);
  const updateCourse = useCallback((id: string, input: CourseInput) => call({ id, input }), [call]);
  return { updateCourse, loading };
};

export const useDeleteCourse = () => {
  const { call, loading } = useMutationCall(AdminDeleteCourseDocument, () => undefined, {
    update: (cache, { data }) => data && removeCourseFromCache(cache, data.deleteCourse),
  });
  const deleteCourse = useCallback((id: string) => call({ id }), [call]);
  return { deleteCourse, loading };
};

export const useAddCourseQuestion = () => {
  const { call, loading } = useMutationCall(AdminAddCourseQuestionDocument, (data) => data.addCourseQuestion, {
    update: (cache, { data }) => data && appendQuestion(cache, data.addCourseQuestion),
  });
  const addQuestion = useCallback((input: NewCourseQuestionInput) => call({ input }), [call]);
  return { addQuestion, loading };
};
