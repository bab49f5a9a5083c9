// Every question type on a learner's quiz page: its control, when it counts as answered, the answer
// sent, and its result.
import { fireEvent, screen, within } from "@testing-library/react";
import { LearnerChapterQuizzesDocument, SubmitQuizAttemptDocument } from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { AWAITING_GRADING_TEXT } from "../answer-review";
import { chapterQuizzesResult, EVERY_TYPE_INPUT, everyTypeAttempt, everyTypeQuestions, makeAnswer, makeQuiz } from "../test-fixtures";

const route = "/chapters/chapter-1/quizzes";
const user = makeUser({ id: "user-1" });
const quizzesRequest = { query: LearnerChapterQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } };
const everyTypeQuiz = (overrides = {}) => makeQuiz({ title: "Every type", questions: everyTypeQuestions(), ...overrides });
const quizzesMock = (quiz = everyTypeQuiz()) => ({ request: quizzesRequest, result: chapterQuizzesResult([quiz]) });

const question = (number: number) => within(screen.getByRole("group", { name: new RegExp(`^Question ${number}\\b`) }));
const submitButton = () => screen.getByRole("button", { name: "Submit Quiz" });
const card = () => screen.getByRole("article", { name: "Every type" });

jest.setTimeout(30_000);

describe("ChapterQuizzesPage: every question type", () => {
  it("answers each type with its own labelled control, axe clean", async () => {
    renderApp({ route, user, mocks: [quizzesMock()] });
    await screen.findByRole("heading", { level: 2, name: "Every type" });

    expect(question(1).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["A. Paris", "B. Lyon"]);
    // Points shown when not 1; "Choose all that apply" describes the checkboxes' group.
    const responses = screen.getByRole("group", { name: /^Question 2 · 2 points/ });
    expect(responses).toHaveAccessibleDescription("Choose all that apply");
    expect(question(2).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["A. 2", "B. 3", "C. 4"]);
    expect(question(3).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["True", "False"]);
    expect(question(4).getByRole("textbox", { name: "Your answer" })).toHaveValue("");
    const number = question(5).getByRole("textbox", { name: "Your answer" });
    expect(number).toHaveAttribute("inputmode", "decimal");
    expect(number).toHaveAccessibleDescription("Use a point for decimals, e.g. 3.5");
    for (const prompt of ["cat", "dog"]) {
      const select = question(6).getByRole("combobox", { name: prompt });
      expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose…", "woof", "quack", "meow"]);
    }
    const essay = question(7).getByRole("textbox", { name: "Your answer" });
    expect(essay).toHaveAttribute("maxlength", "50000");
    expect(essay).toHaveAccessibleDescription("0 / 50,000 characters");
    // A Markdown question is rendered (its emphasis an <em>), and its text still names the group.
    const essayGroup = screen.getByRole("group", { name: /^Question 7 · 5 points Discuss loops/ });
    expect(within(essayGroup).getByText("loops").tagName).toBe("EM");

    expect(await axeViolations(card())).toEqual([]);
  });

  it("counts a question answered only in full, enables Submit then, and sends each type's one field", async () => {
    const submit = jest.fn(() => ({ data: { submitQuizAttempt: everyTypeAttempt() } }));
    const { events } = renderApp({
      route,
      user,
      mocks: [quizzesMock(), { request: { query: SubmitQuizAttemptDocument, variables: { quizId: "quiz-1", answers: EVERY_TYPE_INPUT } }, result: submit }],
    });
    await screen.findByRole("heading", { level: 2, name: "Every type" });
    const answered = (count: number) => expect(screen.getByText(`${count} of 7 answered`)).toBeInTheDocument();
    answered(0);

    await events.click(question(1).getByRole("radio", { name: /Paris/ }));
    answered(1);
    await events.click(question(2).getByRole("checkbox", { name: /A\. 2/ }));
    answered(2);
    // Unticking the only box leaves it unanswered.
    await events.click(question(2).getByRole("checkbox", { name: /A\. 2/ }));
    answered(1);
    await events.click(question(2).getByRole("checkbox", { name: /A\. 2/ }));
    await events.click(question(2).getByRole("checkbox", { name: /C\. 4/ }));
    await events.click(question(3).getByRole("radio", { name: "True" }));
    answered(3);
    // Blank text is no answer.
    await events.type(question(4).getByRole("textbox", { name: "Your answer" }), "   ");
    answered(3);
    await events.clear(question(4).getByRole("textbox", { name: "Your answer" }));
    await events.type(question(4).getByRole("textbox", { name: "Your answer" }), "entombed");
    await events.type(question(5).getByRole("textbox", { name: "Your answer" }), "1823");
    answered(5);
    // One prompt of two matched: not answered yet.
    await events.selectOptions(question(6).getByRole("combobox", { name: "cat" }), "meow");
    answered(5);
    expect(submitButton()).toBeDisabled();
    await events.selectOptions(question(6).getByRole("combobox", { name: "dog" }), "quack");
    answered(6);
    fireEvent.change(question(7).getByRole("textbox", { name: "Your answer" }), { target: { value: "Loops repeat." } });
    expect(question(7).getByRole("textbox", { name: "Your answer" })).toHaveAccessibleDescription("13 / 50,000 characters");
    answered(7);
    expect(submitButton()).toBeEnabled();

    await events.click(submitButton());
    await screen.findByRole("region", { name: "Quiz Results" });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("shows each answer's result: what was answered, points, feedback, the right answer, and an essay awaiting grading", async () => {
    renderApp({ route, user, mocks: [quizzesMock(everyTypeQuiz({ myAttempt: everyTypeAttempt(), myAttemptsLeft: 0 }))] });
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(results).toHaveTextContent("Score: 4 / 11");
    expect(results).toHaveTextContent("Percentage: 36%");
    expect(within(results).getByText("Awaiting grading")).toBeInTheDocument();
    expect(within(results).getByText(AWAITING_GRADING_TEXT)).toBeInTheDocument();

    expect(question(1).getByRole("radio", { name: /A\. Paris.*Your answer · Correct/ })).toBeChecked();
    expect(question(1).getByText("Feedback").parentElement).toHaveTextContent("Oui");
    expect(question(2).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["A. 2", "C. 4"]);
    expect(question(2).getByText(/^Points:/)).toHaveTextContent("Points: 0 of 2");
    expect(question(2).getByText("Feedback").parentElement).toHaveTextContent("Yes Even");
    expect(question(2).getByText("Right answer").parentElement).toHaveTextContent("2; 3");
    expect(question(3).getByText("Your answer").parentElement).toHaveTextContent("True");
    expect(question(4).getByText("Your answer").parentElement).toHaveTextContent("entombed");
    expect(question(4).getByText("Right answer").parentElement).toHaveTextContent("entomb*");
    expect(question(5).getByText("Your answer").parentElement).toHaveTextContent("1823");
    expect(question(5).getByText(/^Points:/)).toHaveTextContent("Points: 0.5 of 1");
    expect(question(6).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["cat → meow", "dog → quack"]);
    expect(question(7).getByText("Awaiting grading")).toBeInTheDocument();
    expect(question(7).getByText("Your answer").parentElement).toHaveTextContent("Loops repeat.");
    expect(question(7).queryByText(/^Points:/)).not.toBeInTheDocument();
    expect(question(7).getByText("General feedback").parentElement).toHaveTextContent("Mention for and while.");
    expect(question(7).getByText("while").tagName).toBe("EM");

    expect(await axeViolations(card())).toEqual([]);
  });

  it("shows a graded essay's points and the tutor's comment", async () => {
    const graded = everyTypeAttempt({
      gradingStatus: "GRADED",
      answers: everyTypeAttempt().answers.map((answer) =>
        answer.type === "ESSAY" ? { ...answer, needsGrading: false, points: 4, isCorrect: false, comment: "Good, name both loops." } : answer,
      ),
    });
    renderApp({ route, user, mocks: [quizzesMock(everyTypeQuiz({ myAttempt: graded, myAttemptsLeft: 0 }))] });
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(results).not.toHaveTextContent("Awaiting grading");
    expect(question(7).queryByText("Awaiting grading")).not.toBeInTheDocument();
    expect(question(7).getByText(/^Points:/)).toHaveTextContent("Points: 4 of 5");
    expect(question(7).getByText("Tutor's comment").parentElement).toHaveTextContent("Good, name both loops.");
  });

  it("shows what was answered but no marks while the review policy hides them, and says why", async () => {
    const hidden = everyTypeAttempt({
      reviewPolicy: "NEVER",
      gradingStatus: "GRADED",
      // What the server sends then: the answers given, nothing marked.
      answers: everyTypeAttempt().answers.map(({ questionIndex, type, maxPoints, selectedOptionIndex, selectedOptionIndexes, booleanAnswer, textAnswer, matchIndexes }) =>
        makeAnswer(questionIndex, { type, maxPoints, selectedOptionIndex, selectedOptionIndexes, booleanAnswer, textAnswer, matchIndexes }),
      ),
    });
    renderApp({ route, user, mocks: [quizzesMock(everyTypeQuiz({ myAttempt: hidden, myAttemptsLeft: 0, reviewPolicy: "NEVER" }))] });
    const results = await screen.findByRole("region", { name: "Quiz Results" });
    expect(results).toHaveTextContent("Your tutor does not show the correct answers for this quiz.");
    expect(screen.queryByText("Right answer")).not.toBeInTheDocument();
    expect(screen.queryByText(/^Points:/)).not.toBeInTheDocument();
    expect(question(6).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["cat → meow", "dog → quack"]);
    expect(question(7).getByText("Your answer").parentElement).toHaveTextContent("Loops repeat.");
  });
});
