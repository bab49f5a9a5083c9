import { screen, waitFor, within } from "@testing-library/react";
import {
  ImportQuestionsIntoBankDocument,
  QuestionBankDocument,
  QuestionBankTagsDocument,
  type ImportQuestionsIntoBankMutationVariables,
} from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { importedQuestion, previewMock, skippedItem, textFile } from "../../quiz-authoring/interchange-test-fixtures";
import { bankPage, listRow, makeBankQuestion, tagsResult } from "../test-fixtures";

const tutor = makeUser({ id: "tutor-1", role: "tutor" });
const listMock = { request: { query: QuestionBankDocument, variables: { first: 20 } }, result: bankPage([makeBankQuestion(1)]) };
const tagsMock = { request: { query: QuestionBankTagsDocument }, result: tagsResult([["algebra", 1], ["week 1", 1]]) };
const questions = [importedQuestion(1, { title: "Capitals" }), importedQuestion(2)];
const skipped = [skippedItem({ line: 6, reason: "Essay questions cannot be imported" })];
const imported = [
  listRow(makeBankQuestion(7, { title: "Capitals", tags: ["geo", "week 3"] })),
  listRow(makeBankQuestion(8, { title: "Rivers", tags: ["week 3"] })),
];
const importMock = (result: object) => ({
  request: {
    query: ImportQuestionsIntoBankDocument,
    variables: (variables: ImportQuestionsIntoBankMutationVariables) =>
      variables.format === "MOODLE_XML" && variables.file.name === "geo.xml" && JSON.stringify(variables.tags) === JSON.stringify(["week 3"]),
  },
  result,
});

jest.setTimeout(30_000);

describe("ImportBankPage", () => {
  beforeEach(() => toaster.remove());

  it("previews the file, imports it with the tags, toasts once answered and shows the questions first in the bank the server lists again", async () => {
    const { events, container } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        listMock,
        tagsMock,
        previewMock("geo.xml", "MOODLE_XML", { questions, skipped }),
        { ...importMock({ data: { importQuestionsIntoBank: imported } }), delay: 50 },
        // The import drops the bank's lists and tag counts (the server orders and counts them): asked again.
        { request: listMock.request, result: bankPage([makeBankQuestion(7, { title: "Capitals", tags: ["geo", "week 3"] }), makeBankQuestion(8, { title: "Rivers", tags: ["week 3"] }), makeBankQuestion(1)]) },
        { request: tagsMock.request, result: tagsResult([["week 3", 2], ["algebra", 1], ["geo", 1], ["week 1", 1]]) },
      ],
    });
    // The first render of the whole app (lazy routes) can take seconds on a busy CI machine.
    await screen.findByRole("heading", { name: "Sum 1", level: 2 }, { timeout: 20_000 });
    await events.click(screen.getByRole("link", { name: "Import into bank" }));
    await events.upload(await screen.findByLabelText(/Question file/), textFile("geo.xml"));
    // The format follows the extension; the preview counts and lists what the server read.
    expect(screen.getByRole("combobox", { name: "Format" })).toHaveValue("MOODLE_XML");
    const preview = within(screen.getByRole("region", { name: "Preview" }));
    expect(await preview.findByText("2 questions ready to import, 1 skipped")).toBeInTheDocument();
    expect(preview.getByText("Essay questions cannot be imported")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await events.type(screen.getByRole("textbox", { name: /Tags for every question/ }), " week 3, Week 3 ,");
    await events.click(screen.getByRole("button", { name: "Import 2 questions" }));
    // Nothing is claimed before the server answers.
    expect(screen.queryByText("Imported 2 questions into your bank")).not.toBeInTheDocument();
    expect(await screen.findByText("Imported 2 questions into your bank")).toBeInTheDocument();
    // Back in the bank, as the server lists it again: the imported ones first.
    await screen.findByRole("heading", { name: "Question bank", level: 1 });
    const titles = within(await screen.findByRole("list", { name: "Questions" }))
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(["Capitals", "Rivers", "Sum 1"]);
    expect(screen.getByText("3 questions")).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "week 3 (2)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "geo (1)" })).toBeInTheDocument();
  });

  it("shows the server's reason when the import fails, and claims nothing; axe clean", async () => {
    const { events, container } = renderApp({
      route: "/question-bank/import",
      user: tutor,
      mocks: [
        previewMock("geo.xml", "MOODLE_XML", { questions }),
        importMock({ errors: [{ message: "The file has more than 500 questions", extensions: { code: "BAD_USER_INPUT" } }] }),
      ],
    });
    await events.upload(await screen.findByLabelText(/Question file/), textFile("geo.xml"));
    await screen.findByText("2 questions ready to import, 0 skipped");
    await events.type(screen.getByRole("textbox", { name: /Tags for every question/ }), "week 3");
    await events.click(screen.getByRole("button", { name: "Import 2 questions" }));
    expect(await screen.findByText("The file has more than 500 questions")).toBeInTheDocument();
    expect(screen.queryByText(/Imported/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await axeViolations(container)).toEqual([]));
  });

  it("keeps Import disabled until a file is previewed, and is reachable by keyboard", async () => {
    const { events, container } = renderApp({ route: "/question-bank/import", user: tutor, mocks: [] });
    expect(await screen.findByRole("heading", { name: "Import into bank", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import questions" })).toBeDisabled();
    // The file chooser and the tags field are reached with Tab.
    const reached = new Set<string>();
    for (let i = 0; i < 30 && !reached.has("tags"); i += 1) {
      await events.tab();
      const active = document.activeElement as HTMLElement;
      if (active === screen.getByLabelText(/Question file/)) reached.add("file");
      if (active === screen.getByRole("textbox", { name: /Tags for every question/ })) reached.add("tags");
    }
    expect([...reached].sort()).toEqual(["file", "tags"]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
