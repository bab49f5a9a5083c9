import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import {
  CreateBankQuestionDocument,
  QuestionBankDocument,
  QuestionBankTagsDocument,
  type BankQuestionInput,
} from "../../../graphql/__generated__/graphql";
import { toaster } from "../../../components/ui/toaster";
import { axeViolations } from "../../../test/axe";
import { makeUser, renderApp } from "../../../test/render";
import { bankPage, makeBankQuestion, makeVersion, tagsResult } from "../test-fixtures";

type Events = ReturnType<typeof userEvent.setup>;
const tutor = makeUser({ id: "tutor-1", role: "tutor" });
const input: BankQuestionInput = {
  type: "SINGLE_CHOICE",
  questionText: "What is 2 + 2?",
  points: 1,
  options: ["3", "4", "5", "6"],
  correctAnswerIndex: 1,
  title: "Sum of two",
  tags: ["algebra", "week 2"],
  difficulty: 3,
};
const created = makeBankQuestion(9, {
  title: "Sum of two",
  tags: ["algebra", "week 2"],
  difficulty: 3,
  versions: [makeVersion(1, { questionText: "What is 2 + 2?", textFormat: "PLAIN", points: 1, options: ["3", "4", "5", "6"], optionFeedback: null, generalFeedback: null })],
});
created.question = created.versions[0]!;
const tagsMock = { request: { query: QuestionBankTagsDocument }, result: tagsResult([["algebra", 1]]), maxUsageCount: Number.POSITIVE_INFINITY };

const enter = async (events: Events, field: HTMLElement, text: string) => {
  await events.click(field);
  await events.paste(text);
};
const question = () => within(screen.getByRole("group", { name: "Question 1" }));

const fill = async (events: Events) => {
  await enter(events, await screen.findByRole("textbox", { name: /^Title/ }), "Sum of two");
  await enter(events, screen.getByRole("textbox", { name: "Tags" }), "algebra, week 2, Algebra");
  await events.selectOptions(screen.getByRole("combobox", { name: "Difficulty" }), "3");
  await enter(events, question().getByLabelText(/Question text/), "What is 2 + 2?");
  for (const [index, text] of ["3", "4", "5", "6"].entries()) {
    await enter(events, question().getByLabelText(new RegExp(`^Option ${"ABCD"[index]}`)), text);
  }
  await events.selectOptions(question().getByRole("combobox", { name: "Correct answer" }), "1");
};

jest.setTimeout(20_000);

describe("NewBankQuestionPage", () => {
  beforeEach(() => toaster.remove());

  it("is the quiz builder's question editor under the bank's own fields, axe clean", async () => {
    const { container } = renderApp({ route: "/question-bank/new", user: tutor, mocks: [tagsMock] });
    expect(await screen.findByRole("heading", { name: "New bank question", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Question type" })).toHaveValue("SINGLE_CHOICE");
    expect(screen.getByRole("combobox", { name: "Difficulty" })).toHaveValue("");
    // One question: it cannot be removed.
    expect(screen.queryByRole("button", { name: /Remove question/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks for a title first, at its field", async () => {
    const { events } = renderApp({ route: "/question-bank/new", user: tutor, mocks: [tagsMock] });
    await events.click(await screen.findByRole("button", { name: "Save question" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Give the question a title");
    expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveFocus();
    await enter(events, screen.getByRole("textbox", { name: /^Title/ }), "Sum");
    await events.click(screen.getByRole("button", { name: "Save question" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The question is missing text");
    expect(question().getByLabelText(/Question text/)).toHaveFocus();
  });

  it("shows the server's field errors at their fields: the option, the tags", async () => {
    const refused = {
      request: { query: CreateBankQuestionDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError("Please correct the highlighted fields", {
            extensions: { code: "BAD_USER_INPUT", fieldErrors: { "options.1": "Option B repeats option A", tags: "A tag has at most 50 characters" } },
          }),
        ],
      },
    };
    const { events, container } = renderApp({ route: "/question-bank/new", user: tutor, mocks: [tagsMock, refused] });
    await fill(events);
    // The tags as they will be saved: each once.
    expect(within(screen.getByRole("list", { name: "Tags to save" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["algebra", "week 2"]);
    await events.click(screen.getByRole("button", { name: "Save question" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please correct the highlighted fields");
    const optionB = question().getByLabelText(/^Option B/);
    expect(optionB).toHaveAttribute("aria-invalid", "true");
    expect(question().getAllByText("Option B repeats option A").length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: "Tags" })).toHaveAttribute("aria-invalid", "true");
    expect(question().getByLabelText(/^Option A/)).not.toHaveAttribute("aria-invalid", "true");
    // The summary's link goes to the field.
    await events.click(within(alert).getByRole("link", { name: "Option B repeats option A" }));
    expect(optionB).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    // A change clears the server's messages.
    await events.type(optionB, "!");
    expect(optionB).not.toHaveAttribute("aria-invalid", "true");
  });

  it("saves version 1 and shows it first in the bank, as the server lists it again", async () => {
    const { events } = renderApp({
      route: "/question-bank",
      user: tutor,
      mocks: [
        tagsMock,
        { request: { query: QuestionBankDocument, variables: { first: 20 } }, result: bankPage([makeBankQuestion(1)]) },
        { request: { query: CreateBankQuestionDocument, variables: { input } }, result: { data: { createBankQuestion: created } } },
        // The save drops the bank's lists and tag counts (the server filters, orders and counts them): asked again.
        { request: { query: QuestionBankDocument, variables: { first: 20 } }, result: bankPage([created, makeBankQuestion(1)]) },
        tagsMock,
      ],
    });
    await screen.findByRole("heading", { name: "Sum 1" });
    await events.click(screen.getAllByRole("link", { name: "New question" })[0]);
    await fill(events);
    await events.click(screen.getByRole("button", { name: "Save question" }));
    expect(await screen.findByText('Added "Sum of two" to the bank')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Sum of two", "Sum 1"]));
    expect(screen.getByText("2 questions")).toBeInTheDocument();
  });
});
