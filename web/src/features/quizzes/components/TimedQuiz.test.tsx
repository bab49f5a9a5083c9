import { ApolloClient } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { AppProviders } from "../../../app/AppProviders";
import { createCache } from "../../../graphql/cache";
import { SaveQuizAnswersDocument, SubmitQuizAttemptDocument } from "../../../graphql/__generated__/graphql";
import type { QuizAnswerInput } from "../../../graphql/__generated__/graphql";
import { everyTypeQuestions, makeAttempt, makeInProgress, type InProgress } from "../test-fixtures";
import { SAVE_RETRY_MS } from "../hooks/useAnswerSaver";
import { RunningAttempt } from "./TimedQuiz";

// The server's clock (2024) and the device's time of day (2031) disagree: only the difference
// deadline − serverTime counts, measured on performance.now().
const SERVER_NOW = "2024-03-05T12:00:00.000Z";
const deadlineIn = (ms: number) => new Date(Date.parse(SERVER_NOW) + ms).toISOString();

const NO_SAVED_ANSWER = { selectedOptionIndex: null, selectedOptionIndexes: null, booleanAnswer: null, textAnswer: null, numberAnswer: null, matchIndexes: null };
const saved = (answers: QuizAnswerInput[]) => ({
  data: {
    saveQuizAnswers: {
      __typename: "QuizAttemptInProgress" as const,
      id: "attempt-9",
      savedAt: SERVER_NOW,
      serverTime: SERVER_NOW,
      savedAnswers: answers.map((answer) => ({ __typename: "SavedAnswer" as const, ...NO_SAVED_ANSWER, ...answer })),
    },
  },
});
const saveRequest = (answers: QuizAnswerInput[]) => ({
  query: SaveQuizAnswersDocument,
  variables: { attemptId: "attempt-9", answers },
});

const renderAttempt = (mocks: ReadonlyArray<MockLink.MockedResponse>, remainingMs = 6 * 60_000, attempt: Partial<InProgress> = {}) => {
  const link = new MockLink(mocks, { defaultOptions: { delay: 0 } });
  const requests = jest.spyOn(link, "request");
  const client = new ApolloClient({ cache: createCache(), link });
  const onSubmitted = jest.fn();
  const onTimeUp = jest.fn();
  const utils = render(
    <AppProviders client={client}>
      <RunningAttempt
        quizId="quiz-1"
        userId="user-1"
        attempt={makeInProgress({ serverTime: SERVER_NOW, deadline: deadlineIn(remainingMs), ...attempt })}
        headingId="quiz-title"
        onSubmitted={onSubmitted}
        onTimeUp={onTimeUp}
      />
    </AppProviders>,
  );
  const liveRegion = () => utils.container.ownerDocument.querySelector('[aria-live="polite"]');
  return { ...utils, onSubmitted, onTimeUp, liveRegion, requests };
};

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

const question = (number: number) => screen.getByRole("group", { name: new RegExp(`^Question ${number}`) });

describe("RunningAttempt (a timed quiz in progress)", () => {
  let performanceNow: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["performance"], now: new Date("2031-06-01T08:00:00.000Z") });
    const dateBase = Date.now();
    // performance.now() runs with the fake clock, from an origin of its own.
    performanceNow = jest.spyOn(performance, "now").mockImplementation(() => 50_000 + (Date.now() - dateBase));
  });
  afterEach(() => {
    performanceNow.mockRestore();
    jest.useRealTimers();
  });

  it("counts down from the server's deadline, announces 5 and 1 minute left only, and submits at zero", async () => {
    const submitted = jest.fn(() => ({ data: { submitQuizAttempt: makeAttempt({ id: "attempt-9" }) } }));
    const { liveRegion, onSubmitted } = renderAttempt([
      { request: saveRequest([{ questionIndex: 0, selectedOptionIndex: 1 }]), result: saved([{ questionIndex: 0, selectedOptionIndex: 1 }]) },
      // At zero: the answers picked so far, at their positions on screen (one of two: a partial submission).
      { request: { query: SubmitQuizAttemptDocument, variables: { quizId: "quiz-1", answers: [{ questionIndex: 0, selectedOptionIndex: 1 }] } }, result: submitted },
    ]);
    expect(screen.getByRole("timer")).toHaveTextContent("6:00 left");
    expect(performanceNow).toHaveBeenCalled();
    expect(liveRegion()).toHaveTextContent("");

    fireEvent.click(within(question(1)).getByRole("radio", { name: /B\. boolean/ }));
    await advance(30_000);
    expect(screen.getByRole("timer")).toHaveTextContent("5:30 left");
    expect(liveRegion()).toHaveTextContent(/^$/);

    await advance(31_000);
    expect(screen.getByRole("timer")).toHaveTextContent("4:59 left");
    expect(liveRegion()).toHaveTextContent("5 minutes left");

    // Not every second: the region keeps its text until the next threshold.
    await advance(3 * 60_000);
    expect(screen.getByRole("timer")).toHaveTextContent("1:59 left");
    expect(liveRegion()).toHaveTextContent("5 minutes left");

    await advance(60_000);
    expect(screen.getByRole("timer")).toHaveTextContent("0:59 left");
    expect(liveRegion()).toHaveTextContent("1 minute left");
    expect(submitted).not.toHaveBeenCalled();

    await advance(60_000);
    expect(screen.getByRole("timer")).toHaveTextContent("0:00 left");
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });

  it("shows Saving…, then All answers saved; a failed save says so and is retried", async () => {
    const first = jest.fn(() => saved([{ questionIndex: 0, selectedOptionIndex: 0 }]));
    const retried = jest.fn(() => saved([{ questionIndex: 0, selectedOptionIndex: 0 }, { questionIndex: 1, selectedOptionIndex: 2 }]));
    renderAttempt([
      { request: saveRequest([{ questionIndex: 0, selectedOptionIndex: 0 }]), result: first, delay: 200 },
      { request: saveRequest([{ questionIndex: 0, selectedOptionIndex: 0 }, { questionIndex: 1, selectedOptionIndex: 2 }]), error: new Error("offline") },
      { request: saveRequest([{ questionIndex: 0, selectedOptionIndex: 0 }, { questionIndex: 1, selectedOptionIndex: 2 }]), result: retried },
    ]);
    fireEvent.click(within(question(1)).getByRole("radio", { name: /A\. string/ }));
    expect(screen.getByTestId("save-state")).toHaveTextContent("Saving…");
    await advance(250);
    expect(first).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("save-state")).toHaveTextContent("All answers saved");

    fireEvent.click(within(question(2)).getByRole("radio", { name: /C\. const/ }));
    await advance(10);
    expect(screen.getByTestId("save-state")).toHaveTextContent("Not saved yet — will retry");
    expect(retried).not.toHaveBeenCalled();

    await advance(SAVE_RETRY_MS);
    expect(retried).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("save-state")).toHaveTextContent("All answers saved");
  });

  it("sends rapid picks as one save after the one in flight (the latest answers)", async () => {
    const firstSave = jest.fn(() => saved([{ questionIndex: 0, selectedOptionIndex: 0 }]));
    const lastSave = jest.fn(() => saved([{ questionIndex: 0, selectedOptionIndex: 2 }]));
    const { requests } = renderAttempt([
      { request: saveRequest([{ questionIndex: 0, selectedOptionIndex: 0 }]), result: firstSave, delay: 200 },
      // B (picked while A was in flight) is never sent on its own.
      { request: saveRequest([{ questionIndex: 0, selectedOptionIndex: 2 }]), result: lastSave },
    ]);
    fireEvent.click(within(question(1)).getByRole("radio", { name: /A\. string/ }));
    fireEvent.click(within(question(1)).getByRole("radio", { name: /B\. boolean/ }));
    fireEvent.click(within(question(1)).getByRole("radio", { name: /C\. number/ }));
    await advance(300);
    expect(firstSave).toHaveBeenCalledTimes(1);
    expect(lastSave).toHaveBeenCalledTimes(1);
    // One in flight at a time: two requests in all.
    expect(requests).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("save-state")).toHaveTextContent("All answers saved");
  });

  it("restores saved answers of every type, saves a typed answer and keeps it in the draft for a reload", async () => {
    // As saved on another device, in this attempt's positions: the matching in part, no essay yet.
    const savedAnswers: QuizAnswerInput[] = [
      { questionIndex: 1, selectedOptionIndexes: [0, 2] },
      { questionIndex: 2, booleanAnswer: false },
      { questionIndex: 3, textAnswer: "entombed" },
      { questionIndex: 4, numberAnswer: "1823" },
      { questionIndex: 5, matchIndexes: [2, null] },
    ];
    const withEssay = [...savedAnswers, { questionIndex: 6, textAnswer: "Loops repeat." }];
    const attempt = { questions: everyTypeQuestions(), savedAnswers: saved(savedAnswers).data.saveQuizAnswers.savedAnswers as InProgress["savedAnswers"] };
    const essaySaved = jest.fn(() => saved(withEssay));
    const { requests, unmount } = renderAttempt([{ request: saveRequest(withEssay), result: essaySaved }], 6 * 60_000, attempt);

    expect(within(question(2)).getByRole("checkbox", { name: /A\. 2/ })).toBeChecked();
    expect(within(question(2)).getByRole("checkbox", { name: /B\. 3/ })).not.toBeChecked();
    expect(within(question(2)).getByRole("checkbox", { name: /C\. 4/ })).toBeChecked();
    expect(within(question(3)).getByRole("radio", { name: "False" })).toBeChecked();
    expect(within(question(4)).getByRole("textbox", { name: "Your answer" })).toHaveValue("entombed");
    expect(within(question(5)).getByRole("textbox", { name: "Your answer" })).toHaveValue("1823");
    expect(within(question(6)).getByRole("combobox", { name: "cat" })).toHaveDisplayValue("meow");
    expect(within(question(6)).getByRole("combobox", { name: "dog" })).toHaveDisplayValue("Choose…");
    expect(screen.getByText("4 of 7 answered")).toBeInTheDocument();
    // Nothing new to save at mount.
    expect(requests).not.toHaveBeenCalled();

    fireEvent.change(within(question(7)).getByRole("textbox", { name: "Your answer" }), { target: { value: "Loops repeat." } });
    await advance(10);
    expect(essaySaved).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("save-state")).toHaveTextContent("All answers saved");
    unmount();

    // A reload before the server's copy is read again: the draft brings the essay back, and it is sent.
    const draftSaved = jest.fn(() => saved(withEssay));
    renderAttempt([{ request: saveRequest(withEssay), result: draftSaved }], 6 * 60_000, attempt);
    expect(within(question(7)).getByRole("textbox", { name: "Your answer" })).toHaveValue("Loops repeat.");
    expect(screen.getByText("5 of 7 answered")).toBeInTheDocument();
    await advance(10);
    expect(draftSaved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a typed number and waits for the learner's fix instead of retrying it", async () => {
    const message = "Question 5: write numbers with a point for decimals, e.g. 3.5";
    const fixed = jest.fn(() => saved([{ questionIndex: 4, numberAnswer: "3.5" }]));
    const { requests } = renderAttempt(
      [
        { request: saveRequest([{ questionIndex: 4, numberAnswer: "3,5" }]), result: { errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] } },
        { request: saveRequest([{ questionIndex: 4, numberAnswer: "3.5" }]), result: fixed },
      ],
      6 * 60_000,
      { questions: everyTypeQuestions() },
    );
    const number = within(question(5)).getByRole("textbox", { name: "Your answer" });
    fireEvent.change(number, { target: { value: "3,5" } });
    await advance(10);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    await advance(3 * SAVE_RETRY_MS);
    expect(requests).toHaveBeenCalledTimes(1);

    fireEvent.change(number, { target: { value: "3.5" } });
    await advance(10);
    expect(fixed).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("save-state")).toHaveTextContent("All answers saved");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
