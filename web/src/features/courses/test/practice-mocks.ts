import type { MockLink } from "@apollo/client/testing";
import {
  CourseStudyDocument,
  NavDueTodayDocument,
  PracticeCourseDocument,
  ReviewCardDocument,
  type CardState,
  type ReviewRating,
} from "../../../graphql/__generated__/graphql";

export const COURSE_ID = "course-7";
const DAY = 86_400;

export const makeCard = (n: number, overrides: Partial<{ state: CardState; reps: number }> = {}) => ({
  __typename: "StudyCard" as const,
  id: `card-${n}`,
  courseId: COURSE_ID,
  question: `Question ${n}?`,
  answer: `Answer ${n}.`,
  category: `Topic ${n}`,
  state: "NEW" as CardState,
  reps: 0,
  intervals: [
    { __typename: "GradeInterval" as const, rating: "AGAIN" as ReviewRating, seconds: 60 },
    { __typename: "GradeInterval" as const, rating: "HARD" as ReviewRating, seconds: 360 },
    { __typename: "GradeInterval" as const, rating: "GOOD" as ReviewRating, seconds: 600 },
    { __typename: "GradeInterval" as const, rating: "EASY" as ReviewRating, seconds: 8 * DAY },
  ],
  ...overrides,
});

type Card = ReturnType<typeof makeCard>;

type StudyOverrides = Partial<{ queueSize: number; dueNow: number; dueToday: number; newToday: number; total: number; nextDueAt: string | null }>;

export const makeStudy = (next: Card | null, overrides: StudyOverrides = {}) => {
  const { queueSize = next ? 1 : 0, dueNow = 0, dueToday = 0, newToday = next ? 1 : 0, total = 3, nextDueAt = null } = overrides;
  return {
    __typename: "CourseStudy" as const,
    courseId: COURSE_ID,
    queueSize,
    counts: { __typename: "CardCounts" as const, total, new: newToday, dueNow, dueToday, newToday, nextDueAt },
    next,
  };
};

export type Study = ReturnType<typeof makeStudy>;

export const courseMock = (): MockLink.MockedResponse => ({
  request: { query: PracticeCourseDocument, variables: { id: COURSE_ID } },
  result: { data: { course: { __typename: "Course", id: COURSE_ID, title: "Java Basics", level: "FIRST_YEAR" } } },
});

export const studyMock = (study: Study, delay?: number): MockLink.MockedResponse => ({
  request: { query: CourseStudyDocument, variables: { courseId: COURSE_ID } },
  result: { data: { courseStudy: study } },
  delay,
});

type ReviewMockOptions = { counted?: boolean; delay?: number; onCall?: () => void; maxUsageCount?: number };

// A grade of `card` (as shown: its reps) and the queue the server answers with.
export const reviewMock = (card: Card, rating: ReviewRating, study: Study, options: ReviewMockOptions = {}): MockLink.MockedResponse => ({
  request: { query: ReviewCardDocument, variables: { cardId: card.id, rating, shownState: card.reps } },
  result: () => {
    options.onCall?.();
    return {
      data: {
        reviewCard: {
          __typename: "ReviewResult",
          counted: options.counted ?? true,
          card: { ...card, state: rating === "AGAIN" ? "LEARNING" : "REVIEW", reps: card.reps + 1 },
          study,
        },
      },
    };
  },
  delay: options.delay,
  maxUsageCount: options.maxUsageCount,
});

export const reviewErrorMock = (card: Card, rating: ReviewRating, code: string, message: string): MockLink.MockedResponse => ({
  request: { query: ReviewCardDocument, variables: { cardId: card.id, rating, shownState: card.reps } },
  result: { errors: [{ message, extensions: { code } }] },
});

export const dueTodayMock = (dueToday: number): MockLink.MockedResponse => ({
  request: { query: NavDueTodayDocument },
  result: { data: { myProgress: { __typename: "LearnerProgress", dueToday } } },
});
