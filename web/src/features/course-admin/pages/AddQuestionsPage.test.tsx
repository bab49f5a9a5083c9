import { screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminAddCourseQuestionDocument,
  AdminCourseQuestionsDocument,
  type NewCourseQuestionInput,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { courseQuestionsMock, makeAdminCourse, makeQuestion } from "../test/course-mocks";

const admin = makeUser({ role: "admin" });
const course = makeAdminCourse(3, { title: "Databases", description: "SQL joins and keys", level: "SECOND_YEAR" });
const route = "/course/course-3/questions";

const addMock = (input: NewCourseQuestionInput, outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse => ({
  request: { query: AdminAddCourseQuestionDocument, variables: { input } },
  ...outcome,
});

const existingList = () => within(screen.getByRole("region", { name: /Existing Questions/ }));

describe("AddQuestionsPage", () => {
  it("shows the course, its questions in a scrolling list and Finish and View Course", async () => {
    renderApp({
      route,
      user: admin,
      mocks: [courseQuestionsMock(course, [makeQuestion(1, course.id, { question: "What is a primary key?", category: "Keys" })], { delay: 100 })],
    });
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Databases" })).toBeInTheDocument();
    expect(screen.getByText("SQL joins and keys")).toBeInTheDocument();
    expect(screen.getByText("Second Year")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Existing Questions (1)" })).toBeInTheDocument();
    const list = existingList();
    expect(list.getByText("1. What is a primary key?")).toBeInTheDocument();
    expect(list.getByText("Answer 1")).toBeInTheDocument();
    expect(list.getByText("Keys")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Existing Questions/ })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("link", { name: "Finish and View Course" })).toHaveAttribute("href", "/course-details/course-3");
  });

  it("offers adding and importing only to who may change the course (the server's canEdit); export stays", async () => {
    const others = makeAdminCourse(3, { title: "Databases", canEdit: false });
    renderApp({ route, user: makeUser({ role: "tutor" }), mocks: [courseQuestionsMock(others, [makeQuestion(1, others.id)])] });
    expect(await screen.findByRole("heading", { level: 1, name: "Databases" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Add a Question" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import questions" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Existing Questions (1)" })).toBeInTheDocument();
  });

  it("says No questions added yet for a new course", async () => {
    renderApp({ route, user: makeUser({ role: "tutor" }), mocks: [courseQuestionsMock(course, [])] });
    expect(await screen.findByText("No questions added yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Existing Questions (0)" })).toBeInTheDocument();
  });

  it("checks question, then answer, then category (trimmed), one at a time", async () => {
    const { events } = renderApp({ route, user: admin, mocks: [courseQuestionsMock(course, [])] });
    const question = await screen.findByRole("textbox", { name: "Question" });
    const answer = screen.getByRole("textbox", { name: "Answer" });
    const category = screen.getByRole("textbox", { name: "Category" });
    const add = screen.getByRole("button", { name: "Add Question" });

    await events.type(question, "  ");
    await events.click(add);
    expect(question).toHaveAccessibleErrorMessage("Question is required");
    expect(question).toHaveFocus();
    expect(screen.queryByText("Answer is required")).not.toBeInTheDocument();

    await events.type(question, "What is SQL?");
    await events.click(add);
    expect(answer).toHaveAccessibleErrorMessage("Answer is required");
    expect(screen.queryByText("Question is required")).not.toBeInTheDocument();
    expect(screen.queryByText("Category is required")).not.toBeInTheDocument();

    await events.type(answer, "A query language");
    await events.type(category, "   ");
    await events.click(add);
    expect(category).toHaveAccessibleErrorMessage("Category is required");
    expect(category).toHaveFocus();
  });

  it("adds a question: the form clears and the question joins the list", async () => {
    const existing = makeQuestion(1, course.id);
    const added = makeQuestion(2, course.id, { question: "What is SQL?", answer: "A query language", category: "Basics" });
    const { events, client } = renderApp({
      route,
      user: admin,
      mocks: [
        courseQuestionsMock(course, [existing]),
        addMock(
          { courseId: "course-3", question: "What is SQL?", answer: "A query language", category: "Basics" },
          { result: { data: { addCourseQuestion: added } } },
        ),
      ],
    });
    const question = await screen.findByRole("textbox", { name: "Question" });
    await events.type(question, " What is SQL? ");
    await events.type(screen.getByRole("textbox", { name: "Answer" }), "A query language");
    await events.type(screen.getByRole("textbox", { name: "Category" }), "Basics ");
    await events.click(screen.getByRole("button", { name: "Add Question" }));

    expect(await screen.findByText("2. What is SQL?")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Existing Questions (2)" })).toBeInTheDocument();
    expect(question).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Answer" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Category" })).toHaveValue("");
    expect(question).toHaveFocus();
    expect(await screen.findByText("Question added")).toBeInTheDocument();

    const cached = client.readQuery({ query: AdminCourseQuestionsDocument, variables: { id: "course-3" } });
    expect(cached?.course.questions.nodes.map((item) => item.id)).toEqual(["question-1", "question-2"]);
  });

  it("says Failed to add question and keeps the form", async () => {
    const { events } = renderApp({
      route,
      user: admin,
      mocks: [
        courseQuestionsMock(course, []),
        addMock({ courseId: "course-3", question: "Q", answer: "A", category: "C" }, { error: new Error("Network down") }),
      ],
    });
    await events.type(await screen.findByRole("textbox", { name: "Question" }), "Q");
    await events.type(screen.getByRole("textbox", { name: "Answer" }), "A");
    await events.type(screen.getByRole("textbox", { name: "Category" }), "C");
    await events.click(screen.getByRole("button", { name: "Add Question" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to add question");
    expect(screen.getByRole("textbox", { name: "Question" })).toHaveValue("Q");
    expect(screen.getByText("No questions added yet")).toBeInTheDocument();
  });

  it("shows Failed to fetch course data with Try Again, which loads again", async () => {
    const request = { query: AdminCourseQuestionsDocument, variables: { id: "course-3" } };
    const { events } = renderApp({
      route,
      user: admin,
      mocks: [{ request, error: new Error("Network down") }, courseQuestionsMock(course, [])],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch course data");
    expect(screen.getByRole("link", { name: "Back to Manage Courses" })).toHaveAttribute("href", "/manage-courses");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Databases" })).toBeInTheDocument();
  });

  it("says Course not found for an unknown course", async () => {
    renderApp({
      route: "/course/nope/questions",
      user: admin,
      mocks: [
        {
          request: { query: AdminCourseQuestionsDocument, variables: { id: "nope" } },
          result: { errors: [{ message: "Course not found", extensions: { code: "NOT_FOUND" } }] },
        },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Course not found");
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
  });
});
