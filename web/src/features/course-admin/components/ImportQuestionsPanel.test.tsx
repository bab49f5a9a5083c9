import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminCourseQuestionsDocument,
  AdminCourseQuestionsExportDocument,
  AdminImportCourseQuestionsDocument,
  AdminPreviewCourseQuestionImportDocument,
  type AdminImportCourseQuestionsMutationVariables,
  type AdminPreviewCourseQuestionImportMutationVariables,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { courseQuestionsMock, makeAdminCourse, makeQuestion } from "../test/course-mocks";
import { connectionOf } from "../../../test/connection";

const tutor = makeUser({ role: "tutor" });
const course = makeAdminCourse(3, { title: "Databases" });
const route = "/course/course-3/questions";
const existing = makeQuestion(1, course.id);

const card = (n: number, category = "Keys") => ({
  __typename: "ImportedCard" as const,
  question: `Card question ${n}?`,
  answer: `Card answer ${n}`,
  category,
  line: n + 1,
});
const skippedRow = { __typename: "SkippedImport" as const, line: 4, position: null, name: null, reason: "The answer is empty" };

type Expected = { fileName: string; format: string; category?: string };
const matches = (expected: Expected) => (variables: AdminPreviewCourseQuestionImportMutationVariables) =>
  variables.file.name === expected.fileName && variables.format === expected.format && variables.category === expected.category;

const previewMock = (expected: Expected, cards = [card(1), card(2)], skipped = [skippedRow]): MockLink.MockedResponse => ({
  request: { query: AdminPreviewCourseQuestionImportDocument, variables: matches(expected) },
  result: { data: { previewCourseQuestionImport: { __typename: "CourseQuestionImportPreview", cards, skipped } } },
});

const importMock = (expected: Expected, outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse => ({
  request: {
    query: AdminImportCourseQuestionsDocument,
    variables: (variables: AdminImportCourseQuestionsMutationVariables) => variables.courseId === "course-3" && matches(expected)(variables),
  },
  ...outcome,
});

const imported = [
  existing,
  makeQuestion(2, course.id, { question: "Card question 1?", answer: "Card answer 1", category: "Keys" }),
  makeQuestion(3, course.id, { question: "Card question 2?", answer: "Card answer 2", category: "Keys" }),
];
const importedCourse = { data: { importCourseQuestions: { __typename: "Course", id: "course-3", questions: connectionOf("CourseQuestion", imported) } } };

const csvFile = () => new File(["question,answer,category\n"], "cards.csv", { type: "text/csv" });
const openImport = async (events: ReturnType<typeof renderApp>["events"]) => {
  await events.click(await screen.findByRole("button", { name: "Import questions" }));
  return within(screen.getByRole("region", { name: "Import questions" }));
};

jest.setTimeout(30_000);

describe("Importing and exporting course questions", () => {
  it("previews a CSV file, imports it and shows the questions in the list from the answer", async () => {
    const { events, client } = renderApp({
      route,
      user: tutor,
      mocks: [
        courseQuestionsMock(course, [existing]),
        previewMock({ fileName: "cards.csv", format: "CSV" }),
        importMock({ fileName: "cards.csv", format: "CSV" }, { result: importedCourse }),
      ],
    });
    const panel = await openImport(events);
    expect(screen.getByRole("button", { name: "Import questions", expanded: true })).toBeInTheDocument();
    expect(panel.queryByRole("textbox", { name: /Category/ })).not.toBeInTheDocument();
    await events.upload(panel.getByLabelText(/Questions file/), csvFile());
    expect(panel.getByRole("combobox", { name: "Format" })).toHaveValue("CSV");

    expect(await panel.findByText("2 questions ready to import, 1 skipped")).toBeInTheDocument();
    const cards = within(panel.getByRole("region", { name: "Questions to import" }));
    expect(cards.getByText("Card question 1?")).toBeInTheDocument();
    expect(cards.getByText("Card answer 2")).toBeInTheDocument();
    expect(cards.getAllByText("Keys")).toHaveLength(2);
    const skipped = within(panel.getByRole("region", { name: "Skipped" }));
    expect(skipped.getByText("Line 4")).toBeInTheDocument();
    expect(skipped.getByText("The answer is empty")).toBeInTheDocument();

    await events.click(panel.getByRole("button", { name: "Import 2 questions" }));
    expect(await screen.findByText("2 questions imported")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Existing Questions (3)" })).toBeInTheDocument();
    const list = within(screen.getByRole("region", { name: /Existing Questions/ }));
    expect(list.getByText("3. Card question 2?")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Import questions" })).not.toBeInTheDocument();
    const cached = client.readQuery({ query: AdminCourseQuestionsDocument, variables: { id: "course-3" } });
    expect(cached?.course.questions.nodes.map((item) => item.id)).toEqual(["question-1", "question-2", "question-3"]);
  });

  it("reads tab-separated text only with a category, and imports it with that category", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        courseQuestionsMock(course, [existing]),
        previewMock({ fileName: "quizlet.txt", format: "TSV", category: "Keys" }, [card(1)], []),
        importMock({ fileName: "quizlet.txt", format: "TSV", category: "Keys" }, { result: importedCourse }),
      ],
    });
    const panel = await openImport(events);
    await events.upload(panel.getByLabelText(/Questions file/), new File(["key\tvalue\n"], "quizlet.txt", { type: "text/plain" }));
    expect(panel.getByRole("combobox", { name: "Format" })).toHaveValue("TSV");
    const category = panel.getByRole("textbox", { name: /Category/ });
    expect(category).toHaveAccessibleErrorMessage("Category is required");
    expect(panel.queryByText(/ready to import/)).not.toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Import questions" })).toBeDisabled();

    await events.type(category, "Keys");
    expect(await panel.findByText("1 question ready to import, 0 skipped")).toBeInTheDocument();
    expect(category).not.toHaveAccessibleErrorMessage();
    await events.click(panel.getByRole("button", { name: "Import 1 question" }));
    expect(await screen.findByText("1 question imported")).toBeInTheDocument();
  });

  it("shows a refused import in the panel and keeps the list", async () => {
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        courseQuestionsMock(course, [existing]),
        previewMock({ fileName: "cards.csv", format: "CSV" }),
        importMock(
          { fileName: "cards.csv", format: "CSV" },
          { result: { errors: [{ message: "You can only manage your own courses", extensions: { code: "FORBIDDEN" } }] } },
        ),
      ],
    });
    const panel = await openImport(events);
    await events.upload(panel.getByLabelText(/Questions file/), csvFile());
    await events.click(await panel.findByRole("button", { name: "Import 2 questions" }));
    const alert = await panel.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to import questions");
    expect(alert).toHaveTextContent("You can only manage your own courses");
    expect(screen.getByRole("heading", { name: "Existing Questions (1)" })).toBeInTheDocument();
  });

  it("downloads the questions as CSV", async () => {
    const createObjectURL = jest.fn(() => "blob:questions");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { events } = renderApp({
      route,
      user: tutor,
      mocks: [
        courseQuestionsMock(course, [existing]),
        {
          request: { query: AdminCourseQuestionsExportDocument, variables: { courseId: "course-3" } },
          result: {
            data: {
              courseQuestionsExport: {
                __typename: "ExportedFile",
                filename: "databases-questions.csv",
                mimeType: "text/csv",
                content: "question,answer,category\n",
              },
            },
          },
        },
      ],
    });
    await events.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Downloaded databases-questions.csv")).toBeInTheDocument();
    await waitFor(() => expect(downloads).toEqual(["databases-questions.csv"]));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
