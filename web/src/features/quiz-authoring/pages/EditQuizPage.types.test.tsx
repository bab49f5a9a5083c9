import { screen, waitFor, within } from "@testing-library/react";
import {
  AuthoringQuizDocument,
  AuthoringUpdateQuizDocument,
  type QuizInput,
} from "../../../graphql/__generated__/graphql";
import { renderApp } from "../../../test/render";
import { axeViolations } from "../../../test/axe";
import {
  everyTypeInput,
  makeQuizDetail,
  questionsOfEveryType,
  quizResult,
  tutor,
} from "../test-fixtures";

const route = "/manage-chapters/chapter-1/quizzes/quiz-1/edit";
const quiz = makeQuizDetail({
  questionCount: 7,
  questions: questionsOfEveryType(),
});
const quizMock = {
  request: { query: AuthoringQuizDocument, variables: { id: "quiz-1" } },
  result: quizResult(quiz),
};
const input: QuizInput = {
  title: quiz.title,
  instructions: quiz.instructions,
  questions: everyTypeInput(),
};
const updateRequest = {
  query: AuthoringUpdateQuizDocument,
  variables: { id: "quiz-1", input },
};

const question = (n: number) =>
  within(screen.getByRole("group", { name: `Question ${n}` }));
const valueOf = (n: number, name: string | RegExp) =>
  question(n).getByLabelText<HTMLInputElement>(name).value;

jest.setTimeout(30_000);

describe("EditQuizPage with every question type", () => {
  it("prefills each type's own fields, credits in percent", async () => {
    renderApp({ route, user: tutor, mocks: [quizMock] });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    const types = [1, 2, 3, 4, 5, 6, 7].map((n) => valueOf(n, "Question type"));
    expect(types).toEqual([
      "SINGLE_CHOICE",
      "MULTIPLE_RESPONSE",
      "TRUE_FALSE",
      "SHORT_ANSWER",
      "NUMERICAL",
      "MATCHING",
      "ESSAY",
    ]);
    expect(valueOf(1, "Question 1, points")).toBe("2");
    expect(valueOf(1, "Question 1, option A feedback")).toBe("let can change");
    // Feedback already written is shown open; empty feedback stays folded.
    expect(
      question(1).getByText("Feedback for option A").closest("details"),
    ).toHaveAttribute("open");
    expect(
      question(1).getByText("Feedback for option B").closest("details"),
    ).not.toHaveAttribute("open");
    expect(
      ["A", "B", "C"].map((letter) =>
        valueOf(2, `Question 2, option ${letter} credit (percent)`),
      ),
    ).toEqual(["50", "-100", "50"]);
    expect(
      question(2).queryByRole("combobox", { name: "Correct answer" }),
    ).not.toBeInTheDocument();
    expect(valueOf(3, "The statement is")).toBe("true");
    expect(valueOf(3, "Question 3, feedback if the learner answers True")).toBe(
      "Yes, a known quirk",
    );
    expect(valueOf(4, "Question 4, accepted answer 2")).toBe("bool*");
    expect(valueOf(4, "Question 4, accepted answer 2 credit (percent)")).toBe(
      "50",
    );
    expect(
      question(4).getByRole("checkbox", { name: "Case sensitive" }),
    ).toBeChecked();
    expect(valueOf(5, "Question 5, accepted number 1 value")).toBe("8");
    expect(valueOf(5, "Accepted number 2")).toBe("range");
    expect(valueOf(5, "Question 5, accepted number 2 minimum")).toBe("7");
    expect(valueOf(5, "Question 5, accepted number 2 credit (percent)")).toBe(
      "33.3333",
    );
    expect(valueOf(6, "Question 6, pair 2 prompt")).toBe("'a'");
    expect(valueOf(6, "Question 6, pair 2 match")).toBe("string");
    expect(valueOf(6, "Question 6, extra match 1")).toBe("symbol");
    expect(valueOf(7, "Question 7, points")).toBe("5");
    expect(
      question(7).getByText(/you grade it from the grading queue/),
    ).toBeInTheDocument();
  });

  it("saves an unchanged quiz of every type as it was stored", async () => {
    const { events, router } = renderApp({
      route,
      user: tutor,
      mocks: [
        quizMock,
        {
          request: updateRequest,
          result: {
            data: {
              updateQuiz: { ...quiz, updatedAt: "2024-03-09T10:00:00.000Z" },
            },
          },
        },
      ],
    });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        "/manage-chapters/chapter-1/quizzes",
      ),
    );
  });

  it("shows the server's messages at their fields and lists them under the form's message", async () => {
    const fieldErrors = {
      "questions.1.optionCredits":
        "Question 2: the positive credits of its options must add up to 100%",
      "questions.3.acceptedAnswers.0.text":
        "Question 4 has an empty accepted answer",
    };
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        quizMock,
        {
          request: updateRequest,
          result: {
            errors: [
              {
                message:
                  "Question 2: the positive credits of its options must add up to 100%",
                extensions: { code: "BAD_USER_INPUT", fieldErrors },
              },
            ],
          },
        },
      ],
    });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    const alert = await screen.findByRole("alert");
    expect(
      await within(alert).findByRole("link", {
        name: fieldErrors["questions.3.acceptedAnswers.0.text"],
      }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByRole("link", {
        name: fieldErrors["questions.1.optionCredits"],
      }),
    ).toBeInTheDocument();
    const answer = question(4).getByLabelText("Question 4, accepted answer 1");
    expect(answer).toHaveAttribute("aria-invalid", "true");
    expect(answer).toHaveAccessibleDescription(
      fieldErrors["questions.3.acceptedAnswers.0.text"],
    );
    expect(
      question(2).getByText(fieldErrors["questions.1.optionCredits"]),
    ).toBeInTheDocument();
    // The summary's link takes keyboard focus to the field.
    await events.click(
      within(alert).getByRole("link", {
        name: fieldErrors["questions.3.acceptedAnswers.0.text"],
      }),
    );
    expect(answer).toHaveFocus();
    // Editing the questions clears the server's messages (they may no longer hold).
    await events.type(answer, "boolean");
    expect(answer).not.toHaveAttribute("aria-invalid", "true");
  });

  it("is axe clean with every type open", async () => {
    renderApp({ route, user: tutor, mocks: [quizMock] });
    await screen.findByLabelText(/Quiz title/, {}, { timeout: 10_000 });
    for (const summary of document.querySelectorAll("details"))
      summary.open = true;
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
