import { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/AppProviders";
import { appRoutes } from "../app/routes";
import { USER_STORAGE_KEY, type SessionUser } from "../auth/session-user";
import { createApolloClient } from "../graphql/client";
import {
  AdminContactMessageReceivedDocument,
  AdminContactReplyDeliveryChangedDocument,
  AuthoringQuizAttemptSubmittedDocument,
  GradingQueueCountDocument,
  LearnerChapterQuizzesChangedDocument,
  MyAttemptDeadlineChangedDocument,
  MyAttemptRegradedDocument,
  MyQuizTermsDocument,
  MyStudySettingsDocument,
  NavDueTodayDocument,
} from "../graphql/__generated__/graphql";

// The navigation's "Due today" count, which every signed-in screen asks for (a login in the test too): none due, unless a
// test's own mock for it comes first.
const noneDueToday: MockLink.MockedResponse = {
  request: { query: NavDueTodayDocument },
  result: { data: { myProgress: { __typename: "LearnerProgress", dueToday: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// The navigation's "Grading" count, which every tutor's and admin's screen asks for: none waiting,
// unless a test's own mock for it comes first.
const noEssaysWaiting: MockLink.MockedResponse = {
  request: { query: GradingQueueCountDocument },
  result: { data: { essayAnswersToGrade: { __typename: "EssayToGradeConnection", totalCount: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// A learner's own terms on each quiz card (the quiz's, as an accommodation changes them): the quiz's
// own here (no accommodation), unless a test's own mock for it comes first.
const noAccommodation: MockLink.MockedResponse = {
  request: { query: MyQuizTermsDocument, variables: () => true },
  result: (variables) => ({ data: { quiz: { __typename: "Quiz", id: String(variables.id), myTerms: null } } }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// The live updates screens subscribe to: quiet (no event ever) unless a test's own mock
// for one comes first, with any variables.
const quietSubscriptions: MockLink.MockedResponse[] = [
  AdminContactMessageReceivedDocument,
  AdminContactReplyDeliveryChangedDocument,
  AuthoringQuizAttemptSubmittedDocument,
  LearnerChapterQuizzesChangedDocument,
  MyAttemptRegradedDocument,
  MyAttemptDeadlineChangedDocument,
].map((query) => ({
  request: { query, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: "user-1",
  name: "jane",
  surname: "doe",
  email: "jane@example.com",
  role: "user",
  token: "token-123",
  ...overrides,
});

type RenderAppOptions = {
  route?: string;
  user?: SessionUser;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  // For tests of the shell and the routes, where the page a visitor lands on is checked, not its
  // data: its unmocked queries fail quietly instead of warning.
  pageDataUnmocked?: boolean;
};

// The app shell asks every signed-in user's study settings (the time-zone check): unless a test
// mocks them first, they hold the browser's own zone, so nothing is sent.
export const studySettingsMock = (timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone) => ({
  request: { query: MyStudySettingsDocument },
  result: { data: { myStudySettings: { __typename: "StudySettings" as const, timeZone, desiredRetention: 0.9, newCardsPerDay: 20 } } },
});

const browserZoneSettings: MockLink.MockedResponse = { ...studySettingsMock(), maxUsageCount: Number.POSITIVE_INFINITY };

// Renders the real route tree (guards, shell, lazy pages) in a memory router with a mocked API.
export const renderApp = ({ route = "/", user, mocks = [], pageDataUnmocked = false }: RenderAppOptions = {}) => {
  if (user) window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  const client = createApolloClient({
    terminatingLink: new MockLink([...mocks, noneDueToday, noEssaysWaiting, browserZoneSettings, noAccommodation, ...quietSubscriptions], {
      defaultOptions: { delay: 0 },
      showWarnings: !pageDataUnmocked,
    }),
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const events = userEvent.setup();
  const utils = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, client, events };
};
