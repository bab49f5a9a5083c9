import { useMutation } from "@apollo/client/react";
import {
  TutorCreateChapterDocument,
  TutorDeleteChapterDocument,
  TutorUpdateChapterDocument,
} from "../../../graphql/__generated__/graphql";
import { evictLists, evictObject, insertNode, removeNode } from "../../../graphql/connection-cache";

const step = (change: 1 | -1) => (count: number) => Math.max(0, count + change);

// A chapter goes last in its activity's own list (oldest first; only counted while pages remain),
// which counts it; a learner's list of the activity's chapters and the tutor's figures are dropped.
export const useCreateChapter = () =>
  useMutation(TutorCreateChapterDocument, {
    update(cache, { data }) {
      if (!data) return;
      const { activityId } = data.createChapter;
      const id = cache.identify({ __typename: "Activity", id: activityId });
      cache.modify({ id, fields: { chapters: insertNode(cache.identify(data.createChapter), "end"), chapterCount: step(1) } });
      cache.evict({ id: "ROOT_QUERY", fieldName: "chapters", args: { activityId } });
      evictLists(cache, "tutorDashboard");
    },
  });

// The result carries the chapter's id and fields: the normalized cache updates itself.
export const useUpdateChapter = () => useMutation(TutorUpdateChapterDocument);

// Out of every cached list of chapters (totals and the activity's count one less), then the cache.
export const useDeleteChapter = (activityId: string) =>
  useMutation(TutorDeleteChapterDocument, {
    update(cache, { data }) {
      if (!data) return;
      const chapter = cache.identify({ __typename: "Chapter", id: data.deleteChapter });
      cache.modify({ id: cache.identify({ __typename: "Activity", id: activityId }), fields: { chapters: removeNode(chapter), chapterCount: step(-1) } });
      cache.modify({ fields: { chapters: removeNode(chapter) } });
      evictLists(cache, "tutorDashboard");
      evictObject(cache, { __typename: "Chapter", id: data.deleteChapter });
    },
  });
