import { useMutation } from "@apollo/client/react";
import {
  TutorCreateChapterDocument,
  TutorDeleteChapterDocument,
  TutorUpdateChapterDocument,
} from "../../../graphql/__generated__/graphql";
import { addCreatedChapter, removeDeletedChapter } from "../cache-updates";

export const useCreateChapter = () =>
  useMutation(TutorCreateChapterDocument, {
    update(cache, { data }) {
      if (data) addCreatedChapter(cache, data.createChapter);
    },
  });

// The result carries the chapter's id and fields: the normalized cache updates itself.
export const useUpdateChapter = () => useMutation(TutorUpdateChapterDocument);

export const useDeleteChapter = (activityId: string) =>
  useMutation(TutorDeleteChapterDocument, {
    update(cache, { data }) {
      if (data) removeDeletedChapter(cache, { id: data.deleteChapter, activityId });
    },
  });
