import { screen, waitFor, within } from "@testing-library/react";
import { toaster } from "../../../components/ui/toaster";
import {
  MyAttemptRegradedDocument,
  MyQuizAttemptsDocument,
  MyQuizAttemptStatsDocument,
  UserDashboardFiguresDocument,
  type AttemptRegradeFieldsFragment,
} from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { STATS_REFRESH_DELAY_MS } from "../hooks/useLiveAttemptRegrades";
import { historyResult, makeAttempt, quietRegrades } from "../test-fixtures";

const route = "/quiz/results";
const user = makeUser();

type Regrade = AttemptRegradeFieldsFragment & { __typename: "AttemptRegrade" };
const makeRegrade = (overrides: Partial<Regrade> = {}): Regrade => ({
  __typename: "AttemptRegrade",
  mode: "REGRADE",
  // Late evening of Mar 10 in Los Angeles, already Mar 11 in UTC.
  regradedAt: "2024-03-11T03:30:00.000Z",
  regradedByName: "Ada Tutor",
  oldPoints: 6,
  newPoints: 7,
  oldMaxPoints: 10,
  newMaxPoints: 10,
  ...overrides,
});

// A 10-point quiz: 6 of 10 before the tutor's fix.
const before = makeAttempt({ id: "a-1", quizTitle: "Types basics", score: 6, total: 10, points: 6, maxPoints: 10, percentage: 60, passed: true });
const statsBefore = { totalAttempts: 1, passedCount: 1, averagePercentage: 60 };

const historyMock = (attempts = [before], stats = statsBefore, variables: Record<string, unknown> = { first: 20 }) => {
  const result = jest.fn(() => historyResult(attempts, stats));
  return { mock: { request: { query: MyQuizAttemptsDocument, variables }, result }, result };
};

// The regraded attempt as the server sends it to its learner, after `delay` ms.
const regradedEvent = (attempt: ReturnType<typeof makeAttempt>, delay = 300) => ({
  request: { query: MyAttemptRegradedDocument },
  result: { data: { myAttemptRegraded: attempt } },
  delay,
});

const statsMock = (stats: typeof statsBefore) => {
  const result = jest.fn(() => ({
    data: { myQuizAttempts: { __typename: "QuizAttemptHistory" as const, stats: { __typename: "QuizAttemptStats" as const, ...stats } } },
  }));
  return { mock: { request: { query: MyQuizAttemptStatsDocument }, result }, result };
};

const card = (title: string) => screen.getByRole("heading", { level: 4, name: title }).closest("article") as HTMLElement;
const statValue = (label: string) => within(screen.getByRole("list", { name: "Quiz statistics" })).getByText(label).parentElement;

jest.setTimeout(20_000);

// Node reads the machine's zone (UTC on CI) once, so a test cannot move it: the viewer is put 7 hours
// behind UTC (Los Angeles in March) through the local-time getters the date helpers (lib/dates.ts) read.
const viewerInLosAngeles = () => {
  const local = (date: Date) => new Date(date.getTime() - 7 * 3_600_000);
  const getters = {
    getFullYear: "getUTCFullYear",
    getMonth: "getUTCMonth",
    getDate: "getUTCDate",
    getHours: "getUTCHours",
    getMinutes: "getUTCMinutes",
  } as const;
  for (const [getter, utc] of Object.entries(getters) as [keyof typeof getters, (typeof getters)[keyof typeof getters]][]) {
    jest.spyOn(Date.prototype, getter).mockImplementation(function (this: Date) {
      return local(this)[utc]();
    });
  }
};

describe("MyQuizResultsPage regrades", () => {
  beforeEach(() => {
    toaster.remove();
    viewerInLosAngeles();
  });
  afterEach(() => jest.restoreAllMocks());

  it("notes each regrade, oldest first, with its date in the viewer's zone and both scores; axe clean", async () => {
    const regraded = makeAttempt({
      ...before,
      points: 8,
      percentage: 80,
      regrades: [
        makeRegrade(),
        makeRegrade({ mode: "DROP", regradedAt: "2024-03-12T16:05:00.000Z", regradedByName: null, oldPoints: 7, newPoints: 7, oldMaxPoints: 10, newMaxPoints: 9 }),
        makeRegrade({ mode: "FULL_CREDIT", regradedAt: "2024-03-13T09:00:00.000Z", oldPoints: 7, newPoints: 8.5, oldMaxPoints: 9, newMaxPoints: 9 }),
      ],
    });
    renderApp({ route, user, mocks: [historyMock([regraded]).mock, quietRegrades] });
    await screen.findByRole("heading", { level: 4, name: "Types basics" }, { timeout: 10_000 });
    const notes = within(within(card("Types basics")).getByRole("list", { name: "Regrades" }));
    expect(notes.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Regraded on Mar 10, 2024 - 8:30 PM: 6/10 → 7/10 (answers marked again, by Ada Tutor)",
      "Regraded on Mar 12, 2024 - 9:05 AM: 7/10 → 7/9 (question dropped)",
      "Regraded on Mar 13, 2024 - 2:00 AM: 7/9 → 8.5/9 (full credit, by Ada Tutor)",
    ]);
    expect(await axeViolations(card("Types basics"))).toEqual([]);
  });

  it("shows no regrade note for an attempt never regraded", async () => {
    renderApp({ route, user, mocks: [historyMock().mock, quietRegrades] });
    await screen.findByRole("heading", { level: 4, name: "Types basics" }, { timeout: 10_000 });
    expect(within(card("Types basics")).queryByRole("list", { name: "Regrades" })).not.toBeInTheDocument();
    expect(card("Types basics")).not.toHaveTextContent(/Regraded/);
  });

  it("updates the attempt in place as it is regraded, announces it, forgets the dashboard figures and asks for the stats once", async () => {
    const after = makeAttempt({ ...before, points: 7, score: 7, percentage: 70, regrades: [makeRegrade()] });
    const history = historyMock();
    const stats = statsMock({ totalAttempts: 1, passedCount: 1, averagePercentage: 70 });
    const { client } = renderApp({ route, user, mocks: [history.mock, regradedEvent(after), stats.mock] });
    client.writeQuery({
      query: UserDashboardFiguresDocument,
      data: { learnerDashboard: { __typename: "LearnerDashboard", attempts: 1, passed: 1, averagePercentage: 60 } },
    });
    await screen.findByRole("heading", { level: 4, name: "Types basics" }, { timeout: 10_000 });
    expect(card("Types basics")).toHaveTextContent("Score: 6 / 10");
    expect(statValue("Average Score")).toHaveTextContent("60.0%");

    const toast = await screen.findByText("Your result for Types basics was regraded: 6/10 → 7/10");
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(card("Types basics")).toHaveTextContent("Score: 7 / 10");
    expect(card("Types basics")).toHaveTextContent("Percentage: 70%");
    expect(within(card("Types basics")).getByRole("list", { name: "Regrades" })).toHaveTextContent(
      "Regraded on Mar 10, 2024 - 8:30 PM: 6/10 → 7/10 (answers marked again, by Ada Tutor)",
    );
    // The dashboard's figures load afresh when next shown; nothing reads them here.
    expect(client.readQuery({ query: UserDashboardFiguresDocument })).toBeNull();

    await waitFor(() => expect(statValue("Average Score")).toHaveTextContent("70.0%"), { timeout: STATS_REFRESH_DELAY_MS + 2_000 });
    // In place: the list was fetched once, the stats once.
    expect(history.result).toHaveBeenCalledTimes(1);
    expect(stats.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the passed list again without an attempt a regrade fails", async () => {
    const other = makeAttempt({ id: "a-2", quizTitle: "Generics", submittedAt: "2024-03-04T12:30:00.000Z" });
    const failedNow = makeAttempt({
      ...before,
      points: 4,
      percentage: 40,
      passed: false,
      regrades: [makeRegrade({ mode: "REGRADE", oldPoints: 6, newPoints: 4 })],
    });
    const all = historyMock([before, other], { totalAttempts: 2, passedCount: 2, averagePercentage: 55 });
    const passedList = historyMock([before, other], { totalAttempts: 2, passedCount: 2, averagePercentage: 55 }, { passed: true, first: 20 });
    const stats = statsMock({ totalAttempts: 2, passedCount: 1, averagePercentage: 45 });
    // A regrade drops the lists filtered by result (the server places the attempt): the one shown is asked again.
    const passedAgain = historyMock([other], { totalAttempts: 2, passedCount: 1, averagePercentage: 45 }, { passed: true, first: 20 });
    const { events } = renderApp({ route, user, mocks: [all.mock, passedList.mock, regradedEvent(failedNow, 1_500), passedAgain.mock, stats.mock] });
    await screen.findByRole("heading", { level: 4, name: "Generics" }, { timeout: 10_000 });
    await events.click(screen.getByRole("button", { name: "Passed" }));
    await waitFor(() => expect(passedList.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Showing all 2 attempts")).toBeInTheDocument();

    expect(await screen.findByText("Your result for Types basics was regraded: 6/10 → 4/10", {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { level: 4, name: "Types basics" })).not.toBeInTheDocument());
    expect(screen.getByText("Showing 1 attempt")).toBeInTheDocument();
    await waitFor(() => expect(statValue("Passed Quizzes")).toHaveTextContent("1"), { timeout: STATS_REFRESH_DELAY_MS + 2_000 });
    expect(passedAgain.result).toHaveBeenCalledTimes(1);
  });
});
