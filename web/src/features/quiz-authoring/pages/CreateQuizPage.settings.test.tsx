import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { AuthoringChapterDocument, AuthoringCreateQuizDocument } from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { makeChapter, makeQuiz, tutor, storedQuestion } from "../test-fixtures";
import { settingsMessages } from "../quiz-settings";

type Events = ReturnType<typeof userEvent.setup>;

const route = "/manage-chapters/chapter-1/create-quiz";
const chapterMock = { request: { query: AuthoringChapterDocument, variables: { chapterId: "chapter-1" } }, result: { data: { chapter: makeChapter() } } };
const details = {
  title: "Generics",
  instructions: "One answer each.",
  questions: [{ type: "SINGLE_CHOICE", points: 1, questionText: "Which is generic?", options: ["Array<T>", "number"], correctAnswerIndex: 0 }],
};

const enter = async (events: Events, field: HTMLElement, text: string) => {
  await events.click(field);
  await events.paste(text);
};

const fillQuiz = async (events: Events) => {
  await enter(events, await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 }), details.title);
  await enter(events, screen.getByLabelText(/Instructions/), details.instructions);
  const first = within(screen.getByRole("group", { name: "Question 1" }));
  await enter(events, first.getByLabelText(/Question text/), "Which is generic?");
  await events.click(first.getByRole("button", { name: "Remove option D" }));
  await events.click(first.getByRole("button", { name: "Remove option C" }));
  await enter(events, first.getByLabelText(/^Option A/), "Array<T>");
  await enter(events, first.getByLabelText(/^Option B/), "number");
};

const settings = () => within(screen.getByRole("group", { name: "Settings" }));
const submit = (events: Events) => events.click(screen.getByRole("button", { name: "Create Quiz" }));

jest.setTimeout(40_000);

describe("CreateQuizPage: Settings", () => {
  it("checks each setting with the server's messages before sending", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock] });
    await fillQuiz(events);

    await events.click(settings().getByRole("switch", { name: "Time limit" }));
    const minutes = settings().getByRole("spinbutton", { name: "Time limit in minutes" });
    await events.clear(minutes);
    await events.type(minutes, "601");
    await submit(events);
    expect(await settings().findByText(settingsMessages.timeLimit)).toBeInTheDocument();
    expect(minutes).toHaveFocus();
    await events.clear(minutes);
    await events.type(minutes, "20");

    fireEvent.change(settings().getByLabelText("Opens"), { target: { value: "2099-03-10T10:00" } });
    fireEvent.change(settings().getByLabelText("Closes"), { target: { value: "2099-03-09T10:00" } });
    await submit(events);
    expect(await settings().findByText("The closing date must be after the opening date")).toBeInTheDocument();
    fireEvent.change(settings().getByLabelText("Closes"), { target: { value: "" } });

    await events.selectOptions(settings().getByRole("combobox", { name: "When learners see correct answers" }), "AFTER_CLOSE");
    await submit(events);
    expect(await settings().findByText("Showing answers after closing needs a closing date")).toBeInTheDocument();
    await events.selectOptions(settings().getByRole("combobox", { name: "When learners see correct answers" }), "NEVER");

    const attempts = settings().getByRole("spinbutton", { name: "Attempts allowed" });
    await events.clear(attempts);
    await events.type(attempts, "11");
    await submit(events);
    expect(await settings().findByText("Attempts allowed must be a whole number from 1 to 10, or unlimited")).toBeInTheDocument();
    expect(attempts).toHaveFocus();
    await events.clear(attempts);
    await events.type(attempts, "2");

    // The pass mark: a whole percentage from 0 to 100, 50 for a new quiz.
    const passMark = settings().getByRole("spinbutton", { name: "Pass mark" });
    expect(passMark).toHaveValue(50);
    expect(passMark).toHaveAccessibleDescription("Learners pass with at least this share of the points");
    for (const typed of ["101", "-5", "62.5"]) {
      await events.clear(passMark);
      await events.type(passMark, typed);
      await submit(events);
      expect(await settings().findByText("The pass mark must be a whole percentage from 0 to 100")).toBeInTheDocument();
      expect(passMark).toHaveFocus();
    }
    await events.clear(passMark);
    await submit(events);
    expect(await settings().findByText(settingsMessages.passPercentage)).toBeInTheDocument();
  });

  it("sends the settings chosen, dates as instants of the tutor's zone", async () => {
    const sent = {
      timeLimitMinutes: 45,
      opensAt: new Date(2099, 2, 10, 9, 0).toISOString(),
      shuffleQuestions: true,
      shuffleOptions: true,
      attemptsAllowed: null,
      gradingMethod: "LATEST",
      passPercentage: 70,
    };
    const created = jest.fn(() => ({
      data: { createQuiz: { ...makeQuiz({ id: "quiz-9", title: "Generics", questionCount: 1 }), questions: [storedQuestion(details.questions[0] as Parameters<typeof storedQuestion>[0])] } },
    }));
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [chapterMock, { request: { query: AuthoringCreateQuizDocument, variables: { chapterId: "chapter-1", input: { ...details, settings: sent } } }, result: created }],
    });
    await fillQuiz(events);
    // One attempt: which one counts is not asked.
    expect(settings().queryByRole("combobox", { name: "Which attempt counts" })).not.toBeInTheDocument();
    await events.click(settings().getByRole("switch", { name: "Time limit" }));
    const minutes = settings().getByRole("spinbutton", { name: "Time limit in minutes" });
    await events.clear(minutes);
    await events.type(minutes, "45");
    fireEvent.change(settings().getByLabelText("Opens"), { target: { value: "2099-03-10T09:00" } });
    await events.click(settings().getByRole("switch", { name: "Shuffle questions" }));
    await events.click(settings().getByRole("switch", { name: "Shuffle options" }));
    await events.click(settings().getByRole("switch", { name: "Unlimited" }));
    expect(settings().getByRole("spinbutton", { name: "Attempts allowed" })).toBeDisabled();
    await events.selectOptions(settings().getByRole("combobox", { name: "Which attempt counts" }), "LATEST");
    const passMark = settings().getByRole("spinbutton", { name: "Pass mark" });
    await events.clear(passMark);
    await events.type(passMark, "70");
    await submit(events);
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it("shows the server's field errors under the settings", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        chapterMock,
        {
          request: { query: AuthoringCreateQuizDocument, variables: () => true },
          result: {
            errors: [
              {
                message: "Invalid quiz",
                extensions: {
                  code: "BAD_USER_INPUT",
                  fieldErrors: { "settings.attemptsAllowed": settingsMessages.attempts, "settings.passPercentage": settingsMessages.passPercentage },
                },
              },
            ],
          },
        },
      ],
    });
    await fillQuiz(events);
    await submit(events);
    expect(await settings().findByText(settingsMessages.attempts)).toBeInTheDocument();
    expect(settings().getByText(settingsMessages.passPercentage)).toBeInTheDocument();
    expect(settings().getByRole("spinbutton", { name: "Pass mark" })).toHaveAttribute("aria-invalid", "true");
  });
});
