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
import { addCourseToLists, appendQuestion, removeCourseFromCache } from "../course-cache";

export const useCreateCourse = () => {
  const [mutate, { loading }] = useMutation(AdminCreateCourseDocument, {
    update(cache, { data }) {
      if (data) addCourseToLists(cache, data.createCourse);
    },
  });
  const createCourse = useCallback(
    async (input: CourseInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("Create course returned no data");
      return data.createCourse;
    },
    [mutate],
  );
  return { createCourse, loading };
};

// The answer carries the course's id and fields: the normalized cache updates every list itself.
export const useUpdateCourse = () => {
  const [mutate, { loading }] = useMutation(AdminUpdateCourseDocument);
  const updateCourse = useCallback(
    async (id: string, input: CourseInput) => {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error("Update course returned no data");
      return data.updateCourse;
    },
    [mutate],
  );
  return { updateCourse, loading };
};

export const useDeleteCourse = () => {
  const [mutate, { loading }] = useMutation(AdminDeleteCourseDocument, {
    update(cache, { data }) {
      if (data) removeCourseFromCache(cache, data.deleteCourse);
    },
  });
  const deleteCourse = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return { deleteCourse, loading };
};

export const useAddCourseQuestion = () => {
  const [mutate, { loading }] = useMutation(AdminAddCourseQuestionDocument, {
    update(cache, { data }) {
      if (data) appendQuestion(cache, data.addCourseQuestion);
    },
  });
  const addQuestion = useCallback(
    async (input: NewCourseQuestionInput) => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("Add question returned no data");
      return data.addCourseQuestion;
    },
    [mutate],
  );
  return { addQuestion, loading };
};
