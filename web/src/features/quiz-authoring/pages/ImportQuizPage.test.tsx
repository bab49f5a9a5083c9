import { screen, waitFor, within } from "@testing-library/react";
import {
  AuthoringQuizDocument,
  ImportQuestionsIntoQuizDocument,
  ImportQuizDocument,
  TutorQuizzesDocument,
  type ImportQuestionsIntoQuizMutationVariables,
  type ImportQuizMutationVariables,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import {
  importedQuestion,
  previewMock,
  skippedItem,
  textFile,
} from "../interchange-test-fixtures";
import {
  makeQuestions,
  makeQuiz,
  makeQuizDetail,
  questionsOfEveryType,
  quizResult,
  tutor,
  tutorQuizzesResult,
} from "../test-fixtures";
import { axeViolations } from "../../../test/axe";
import { DRAFTS_CUT } from "./ImportQuizPage";

const route = "/manage-chapters/chapter-1/import-quiz";
const listRequest = {
  query: TutorQuizzesDocument,
  variables: { chapterId: "chapter-1", first: 20 },
};
const published = makeQuiz({
  id: "quiz-2",
  title: "Narrowing",
  isPublished: true,
});
const listMock = (quizzes = [published]) => ({
  request: listRequest,
  result: tutorQuizzesResult(quizzes),
});

const threeQuestions = [
  importedQuestion(1, {
    title: "Capitals",
    questionText: "Capital of France?",
    options: ["Paris", "Rome"],
    correctAnswerIndex: 0,
  }),
  importedQuestion(2, { notes: ["The image was left out"] }),
  importedQuestion(3),
];
const twoSkipped = [
  skippedItem({ line: 6, reason: "Essay questions cannot be imported" }),
  skippedItem({
    position: 4,
    name: "Drag me",
    reason: "Only multiple-choice questions can be imported",
  }),
];

const fileInput = () => screen.findByLabelText(/Question file/);
const preview = () => within(screen.getByRole("region", { name: "Preview" }));
const formatSelect = () => screen.getByRole("combobox", { name: "Format" });

jest.setTimeout(30_000);

describe("ImportQuizPage", () => {
  // The reading state on its own, with a preview that never answers: a short delay raced a loaded CI machine.
  it("says the file is being read while the server reads it", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [listMock(), previewMock("week1.gift", "GIFT", { questions: threeQuestions }, { delay: Infinity })],
    });
    await events.upload(await fileInput(), textFile("week1.gift"));
    expect(await screen.findByText("Reading file…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import questions" })).toBeDisabled();
  });

  it("previews the file: counts, questions with the correct option marked, notes and the skipped ones", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock(),
        previewMock(
          "week1.gift",
          "GIFT",
          { questions: threeQuestions, skipped: twoSkipped },
        ),
      ],
    });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Import Questions",
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Chapter: Primitive types"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /Back to Manage Quizzes/ }),
    ).toHaveAttribute("href", "/manage-chapters/chapter-1/quizzes");
    expect(
      screen.getByRole("button", { name: "Import questions" }),
    ).toBeDisabled();

    await events.upload(await fileInput(), textFile("week1.gift"));
    const summary = await screen.findByText(
      "3 questions ready to import, 2 skipped",
    );
    expect(summary.closest("[aria-live='polite']")).not.toBeNull();

    const questions = within(preview().getAllByRole("list")[0]);
    expect(
      questions.getByRole("heading", {
        level: 3,
        name: "Question 1: Capitals",
      }),
    ).toBeInTheDocument();
    expect(
      questions.getByRole("heading", { level: 3, name: "Question 2" }),
    ).toBeInTheDocument();
    expect(questions.getByText("Capital of France?")).toBeInTheDocument();
    const paris = questions.getByText("Paris").closest("li") as HTMLElement;
    expect(paris).toHaveTextContent("Correct answer");
    expect(questions.getByText("Rome").closest("li")).not.toHaveTextContent(
      "Correct answer",
    );
    expect(questions.getByText("The image was left out")).toBeInTheDocument();

    const skipped = within(screen.getByRole("region", { name: "Skipped" }));
    expect(skipped.getByText("Line 6")).toBeInTheDocument();
    expect(
      skipped.getByText("Essay questions cannot be imported"),
    ).toBeInTheDocument();
    expect(skipped.getByText("Question 4 (Drag me)")).toBeInTheDocument();

    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveValue("week1");
    expect(
      screen.getByRole("button", { name: "Import 3 questions" }),
    ).toBeEnabled();
  });

  it("previews each question's type with its content: credits, accepted answers, numbers, pairs and feedback", async () => {
    const everyType = questionsOfEveryType().map(
      ({ __typename, ...question }, index) =>
        importedQuestion(index + 1, {
          ...question,
          caseSensitive: question.caseSensitive ?? null,
        }),
    );
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock(),
        previewMock("bank.gift", "GIFT", { questions: everyType }),
      ],
    });
    await events.upload(await fileInput(), textFile("bank.gift"));
    await screen.findByText("7 questions ready to import, 0 skipped");
    const item = (n: number) =>
      within(
        preview()
          .getByRole("heading", { level: 3, name: `Question ${n}` })
          .closest("li") as HTMLElement,
      );
    expect(
      [
        "Single choice",
        "Multiple response",
        "True/False",
        "Short answer",
        "Numerical",
        "Matching",
        "Essay",
      ].map((label, i) => item(i + 1).queryByText(label)),
    ).not.toContain(null);
    expect(item(1).getByText("2 points")).toBeInTheDocument();
    expect(item(1).getByText("Feedback: let can change")).toBeInTheDocument();
    expect(
      item(1).getByText("General feedback: const cannot be reassigned."),
    ).toBeInTheDocument();
    expect(item(2).getByText("Array").closest("li")).toHaveTextContent(
      "-100% credit",
    );
    expect(
      item(2).getByText("Feedback: Array is an object"),
    ).toBeInTheDocument();
    expect(item(3).getByText("True")).toBeInTheDocument();
    expect(
      item(3).getByText("If answered True: Yes, a known quirk"),
    ).toBeInTheDocument();
    expect(item(4).getByText("bool*").closest("li")).toHaveTextContent(
      "50% credit",
    );
    expect(item(4).getByText("Case sensitive")).toBeInTheDocument();
    expect(item(5).getByText("8 ± 0")).toBeInTheDocument();
    expect(item(5).getByText("7 to 9").closest("li")).toHaveTextContent(
      "33.3333% credit",
    );
    expect(item(5).getByText("Feedback: Nearly")).toBeInTheDocument();
    expect(item(6).getByRole("list", { name: "Pairs" })).toHaveTextContent(
      "1 → matches number",
    );
    expect(item(6).getByText("Extra matches: symbol")).toBeInTheDocument();
    expect(item(7).getByText("5 points")).toBeInTheDocument();
    expect(
      await axeViolations(screen.getByRole("region", { name: "Preview" })),
    ).toEqual([]);
  });

  it("guesses the format from the extension, keeps it for .txt, and reads the file again when it is changed", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock(),
        previewMock("bank.xml", "MOODLE_XML", {
          questions: [importedQuestion(1, { line: null, position: 1 })],
        }),
        previewMock("notes.txt", "MOODLE_XML", {
          questions: [],
          skipped: [skippedItem({ position: 1, reason: "Not XML" })],
        }),
        previewMock("notes.txt", "AIKEN", {
          questions: threeQuestions.slice(0, 2),
        }),
      ],
    });
    await events.upload(await fileInput(), textFile("bank.xml", "<quiz/>"));
    expect(formatSelect()).toHaveValue("MOODLE_XML");
    expect(
      await screen.findByText("1 question ready to import, 0 skipped"),
    ).toBeInTheDocument();

    await events.upload(await fileInput(), textFile("notes.txt"));
    expect(formatSelect()).toHaveValue("MOODLE_XML");
    expect(
      await screen.findByText("0 questions ready to import, 1 skipped"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Import questions" }),
    ).toBeDisabled();

    await events.selectOptions(formatSelect(), "Aiken");
    expect(
      await screen.findByText("2 questions ready to import, 0 skipped"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Import 2 questions" }),
    ).toBeEnabled();
  });

  it("imports a new draft quiz, drops the cached list of the chapter's quizzes and opens its edit screen", async () => {
    const imported = makeQuiz({
      id: "quiz-9",
      title: "Week one",
      instructions: "Answer all.",
      questionCount: 3,
    });
    const importMock = {
      request: {
        query: ImportQuizDocument,
        variables: (variables: ImportQuizMutationVariables) =>
          variables.chapterId === "chapter-1" &&
          variables.title === "Week one" &&
          variables.instructions === "Answer all." &&
          variables.format === "GIFT" &&
          variables.file.name === "week1.gift",
      },
      result: {
        data: { importQuiz: { ...imported, questions: makeQuestions() } },
      },
      delay: 30,
    };
    const { events, router, client } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock(),
        previewMock("week1.gift", "GIFT", { questions: threeQuestions }),
        importMock,
        {
          request: {
            query: AuthoringQuizDocument,
            variables: { id: "quiz-9" },
          },
          result: quizResult(makeQuizDetail(imported)),
        },
      ],
    });
    await events.upload(await fileInput(), textFile("week1.gift"));
    const title = screen.getByRole("textbox", { name: /Title/ });
    await events.clear(title);
    await events.click(
      await screen.findByRole("button", { name: "Import 3 questions" }),
    );
    expect(title).toHaveAccessibleErrorMessage("Title is required");
    expect(
      screen.getByRole("textbox", { name: /Instructions/ }),
    ).toHaveAccessibleErrorMessage("Instructions are required");

    await events.type(title, "Week one");
    await events.type(
      screen.getByRole("textbox", { name: /Instructions/ }),
      "Answer all.",
    );
    await events.click(
      screen.getByRole("button", { name: "Import 3 questions" }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        "/manage-chapters/chapter-1/quizzes/quiz-9/edit",
      ),
    );
    expect(
      await screen.findByText("Quiz imported as a draft"),
    ).toBeInTheDocument();

    // The chapter's quiz list is dropped: it loads afresh, with the new draft, when shown.
    expect(
      client.readQuery({
        query: TutorQuizzesDocument,
        variables: { chapterId: "chapter-1", first: 20 },
      }),
    ).toBeNull();
  });

  it("adds the questions to a draft of the chapter", async () => {
    const draft = makeQuiz({
      id: "quiz-1",
      title: "Types basics",
      questionCount: 2,
    });
    const { events, router } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock([draft, published]),
        previewMock("more.gift", "GIFT", { questions: threeQuestions }),
        {
          request: {
            query: ImportQuestionsIntoQuizDocument,
            variables: (variables: ImportQuestionsIntoQuizMutationVariables) =>
              variables.quizId === "quiz-1" &&
              variables.format === "GIFT" &&
              variables.file.name === "more.gift",
          },
          result: {
            data: {
              importQuestionsIntoQuiz: {
                ...draft,
                questionCount: 5,
                questions: makeQuestions(),
              },
            },
          },
        },
        {
          request: {
            query: AuthoringQuizDocument,
            variables: { id: "quiz-1" },
          },
          result: quizResult(),
        },
      ],
    });
    await events.click(
      await screen.findByRole("radio", {
        name: "A draft quiz of this chapter",
      }),
    );
    expect(
      screen.getByRole("combobox", { name: "Draft quiz" }),
    ).toHaveDisplayValue("Types basics");
    expect(
      screen.queryByRole("textbox", { name: /Title/ }),
    ).not.toBeInTheDocument();
    await events.upload(await fileInput(), textFile("more.gift"));
    await events.click(
      await screen.findByRole("button", { name: "Import 3 questions" }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        "/manage-chapters/chapter-1/quizzes/quiz-1/edit",
      ),
    );
    expect(await screen.findByText("3 questions added")).toBeInTheDocument();
  });

  it("says when the drafts offered are only those of the list's first page", async () => {
    const draft = makeQuiz({
      id: "quiz-1",
      title: "Types basics",
      questionCount: 2,
    });
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        {
          request: listRequest,
          result: tutorQuizzesResult([draft, published], undefined, {
            hasNextPage: true,
          }),
        },
      ],
    });
    await events.click(
      await screen.findByRole("radio", {
        name: "A draft quiz of this chapter",
      }),
    );
    expect(await screen.findByText(DRAFTS_CUT)).toBeInTheDocument();
  });

  it("offers no draft to add to when the chapter has none", async () => {
    renderApp({ route, user: tutor, mocks: [listMock()] });
    expect(
      await screen.findByRole("radio", { name: "A new draft quiz" }),
    ).toBeChecked();
    await screen.findByText("Chapter: Primitive types");
    expect(
      screen.queryByRole("radio", { name: "A draft quiz of this chapter" }),
    ).not.toBeInTheDocument();
  });

  it("says a quiz can have at most 100 questions and disables Import for a larger file", async () => {
    const many = Array.from({ length: 101 }, (_, index) =>
      importedQuestion(index + 1),
    );
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [listMock(), previewMock("big.gift", "GIFT", { questions: many })],
    });
    await events.upload(await fileInput(), textFile("big.gift"));
    expect(
      await screen.findByText("101 questions ready to import, 0 skipped"),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A quiz can have at most 100 questions",
    );
    expect(
      screen.getByRole("button", { name: "Import 101 questions" }),
    ).toBeDisabled();
  });

  it("shows the server's reason when the file cannot be read, with no preview", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock(),
        previewMock("broken.xml", "MOODLE_XML", {
          errors: [
            {
              message: "The file must be UTF-8 text",
              extensions: { code: "BAD_USER_INPUT" },
            },
          ],
        }),
      ],
    });
    await events.upload(await fileInput(), textFile("broken.xml"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The file must be UTF-8 text");
    expect(screen.queryByText(/ready to import/)).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Import questions" }),
    ).toBeDisabled();
  });

  it("shows an import refused by the server in the form and stays on the page", async () => {
    const { events, router } = renderApp({
      route,
      user: tutor,
      mocks: [
        listMock(),
        previewMock("week1.gift", "GIFT", { questions: threeQuestions }),
        {
          request: { query: ImportQuizDocument, variables: () => true },
          result: {
            errors: [
              {
                message: "You can only manage your own activities",
                extensions: { code: "FORBIDDEN" },
              },
            ],
          },
        },
      ],
    });
    await events.upload(await fileInput(), textFile("week1.gift"));
    await events.type(
      screen.getByRole("textbox", { name: /Instructions/ }),
      "Answer all.",
    );
    await events.click(
      await screen.findByRole("button", { name: "Import 3 questions" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can only manage your own activities",
    );
    expect(router.state.location.pathname).toBe(route);
  });
});
