import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AuthoringChapterDocument,
  AuthoringCreateQuizDocument,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { makeChapter, makeQuiz, storedQuestion, tutor } from "../test-fixtures";

type Events = ReturnType<typeof userEvent.setup>;

const route = "/manage-chapters/chapter-1/create-quiz";
const chapterMock = {
  request: {
    query: AuthoringChapterDocument,
    variables: { chapterId: "chapter-1" },
  },
  result: { data: { chapter: makeChapter() } },
};

const question = (n: number) =>
  within(screen.getByRole("group", { name: `Question ${n}` }));
const enter = async (events: Events, field: HTMLElement, text: string) => {
  await events.click(field);
  await events.clear(field);
  await events.paste(text);
};
const start = async (events: Events) => {
  await enter(
    events,
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 }),
    "Types",
  );
  await enter(events, screen.getByLabelText(/Instructions/), "Answer all.");
  await enter(events, question(1).getByLabelText(/Question text/), "Pick");
};
const createMock = (input: QuizInput) => ({
  request: {
    query: AuthoringCreateQuizDocument,
    variables: { chapterId: "chapter-1", input },
  },
  result: {
    data: {
      createQuiz: {
        ...makeQuiz({
          id: "quiz-9",
          title: input.title,
          instructions: input.instructions,
          questionCount: 1,
        }),
        questions: (input.questions ?? []).map((item) =>
          storedQuestion(item as Parameters<typeof storedQuestion>[0]),
        ),
      },
    },
  },
});

jest.setTimeout(40_000);

describe("CreateQuizPage: each question type's fields", () => {
  it("builds a multiple-response question with a credit per option, keeping the text when the type changes", async () => {
    const input: QuizInput = {
      title: "Types",
      instructions: "Answer all.",
      questions: [
        {
          type: "MULTIPLE_RESPONSE",
          questionText: "Pick",
          points: 2,
          options: ["a", "b", "c"],
          optionCredits: [0.5, 0.5, -1],
          optionFeedback: [null, null, "c is wrong"],
        },
      ],
    };
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [chapterMock, createMock(input)],
    });
    await start(events);
    await events.selectOptions(
      question(1).getByLabelText("Question type"),
      "Multiple response",
    );
    expect(question(1).getByLabelText(/Question text/)).toHaveValue("Pick");
    expect(
      question(1).queryByRole("combobox", { name: "Correct answer" }),
    ).not.toBeInTheDocument();
    await enter(events, question(1).getByLabelText("Question 1, points"), "2");
    for (const [index, text] of ["a", "b", "c"].entries())
      await enter(
        events,
        question(1).getByLabelText(new RegExp(`^Option ${"ABC"[index]}`)),
        text,
      );
    await events.click(
      question(1).getByRole("button", { name: "Remove option D" }),
    );
    expect(question(1).getByLabelText(/^Option C/)).toHaveFocus();
    await enter(
      events,
      question(1).getByLabelText("Question 1, option A credit (percent)"),
      "50",
    );
    await enter(
      events,
      question(1).getByLabelText("Question 1, option B credit (percent)"),
      "50",
    );
    await enter(
      events,
      question(1).getByLabelText("Question 1, option C credit (percent)"),
      "-100",
    );
    await events.click(question(1).getByText("Feedback for option C"));
    await enter(
      events,
      question(1).getByLabelText("Question 1, option C feedback"),
      "c is wrong",
    );
    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    expect(
      await screen.findByText(/Quiz created successfully/),
    ).toBeInTheDocument();
  });

  it("writes a question in Markdown, previewed as learners will see it, and sends its format", async () => {
    const input: QuizInput = {
      title: "Types",
      instructions: "Answer all.",
      questions: [{ type: "ESSAY", questionText: "Compare **for** and `while`.", points: 1, textFormat: "MARKDOWN" }],
    };
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock, createMock(input)] });
    await start(events);
    await events.selectOptions(question(1).getByLabelText("Question type"), "Essay");
    await enter(events, question(1).getByLabelText(/Question text/), "Compare **for** and `while`.");
    expect(question(1).queryByRole("region", { name: /Preview/ })).not.toBeInTheDocument();
    await events.selectOptions(question(1).getByLabelText("Text format"), "Markdown");
    const preview = question(1).getByRole("region", { name: "Preview, as learners see it" });
    expect(within(preview).getByText("for").tagName).toBe("STRONG");
    expect(within(preview).getByText("while").tagName).toBe("CODE");
    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    expect(await screen.findByText(/Quiz created successfully/)).toBeInTheDocument();
  });

  it("builds short-answer, numerical and matching rows with add and remove, focus following", async () => {
    const input: QuizInput = {
      title: "Types",
      instructions: "Answer all.",
      questions: [
        {
          type: "MATCHING",
          questionText: "Pick",
          points: 1,
          pairs: [
            { prompt: "1", match: "number" },
            { prompt: "'a'", match: "string" },
          ],
          extraMatches: ["symbol"],
        },
      ],
    };
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [chapterMock, createMock(input)],
    });
    await start(events);
    const type = question(1).getByLabelText("Question type");

    await events.selectOptions(type, "Short answer");
    await events.click(
      question(1).getByRole("button", { name: "Add accepted answer" }),
    );
    expect(
      question(1).getByLabelText("Question 1, accepted answer 2"),
    ).toHaveFocus();
    expect(
      question(1).getByLabelText(
        "Question 1, accepted answer 2 credit (percent)",
      ),
    ).toHaveValue("0");
    await events.click(
      question(1).getByRole("button", {
        name: "Question 1, remove accepted answer 2",
      }),
    );
    expect(
      question(1).getByLabelText("Question 1, accepted answer 1"),
    ).toHaveFocus();
    // One accepted answer stays.
    expect(
      question(1).queryByRole("button", { name: /remove accepted answer/ }),
    ).not.toBeInTheDocument();

    await events.selectOptions(type, "Numerical");
    await events.selectOptions(
      question(1).getByLabelText("Accepted number 1"),
      "range",
    );
    expect(
      question(1).getByLabelText("Question 1, accepted number 1 minimum"),
    ).toBeInTheDocument();
    expect(
      question(1).queryByLabelText("Question 1, accepted number 1 value"),
    ).not.toBeInTheDocument();

    await events.selectOptions(type, "Matching");
    await enter(
      events,
      question(1).getByLabelText("Question 1, pair 1 prompt"),
      "1",
    );
    await enter(
      events,
      question(1).getByLabelText("Question 1, pair 1 match"),
      "number",
    );
    await events.click(question(1).getByRole("button", { name: "Add pair" }));
    expect(
      question(1).getByLabelText("Question 1, pair 3 prompt"),
    ).toHaveFocus();
    await enter(
      events,
      question(1).getByLabelText("Question 1, pair 2 prompt"),
      "'a'",
    );
    await enter(
      events,
      question(1).getByLabelText("Question 1, pair 2 match"),
      "string",
    );
    await events.click(
      question(1).getByRole("button", { name: "Question 1, remove pair 3" }),
    );
    // Two pairs stay.
    expect(
      question(1).queryByRole("button", { name: /remove pair/ }),
    ).not.toBeInTheDocument();
    await events.click(
      question(1).getByRole("button", { name: "Add extra match" }),
    );
    const extra = question(1).getByLabelText("Question 1, extra match 1");
    expect(extra).toHaveFocus();
    await events.paste("symbol");
    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    expect(
      await screen.findByText(/Quiz created successfully/),
    ).toBeInTheDocument();
  });

  it("asks for a number where one is needed, at the field, before sending", async () => {
    const { events } = renderApp({ route, user: tutor, mocks: [chapterMock] });
    await start(events);
    await events.selectOptions(
      question(1).getByLabelText("Question type"),
      "Essay",
    );
    const points = question(1).getByLabelText("Question 1, points");
    await enter(events, points, "two");
    await events.click(screen.getByRole("button", { name: "Create Quiz" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Question 1: points must be a number",
    );
    await waitFor(() => expect(points).toHaveFocus());
    expect(points).toHaveAttribute("aria-invalid", "true");
  });
});
