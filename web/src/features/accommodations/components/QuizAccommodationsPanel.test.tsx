import { ApolloClient } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "../../../app/AppProviders";
import { toaster } from "../../../components/ui/toaster";
import { createCache } from "../../../graphql/cache";
import {
  QuizAccommodationsDocument,
  RemoveQuizAccommodationDocument,
  SetQuizAccommodationDocument,
} from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { answerConfirm, confirmClosed } from "../../../test/confirm";
import { ACTIVITY_ID, makeAccommodation } from "../test-fixtures";
import { QuizAccommodationsPanel } from "./QuizAccommodationsPanel";

jest.setTimeout(30_000);

const ada = makeAccommodation();
const bob = makeAccommodation({
  id: "acc-2",
  learnerId: "learner-2",
  learner: { __typename: "UserDetails", name: "Bob", surname: "Marley", email: "bob@example.com" },
  quizId: null,
  activityId: ACTIVITY_ID,
  timeFactor: null,
  extraMinutes: 10,
  extraAttempts: 1,
});

const listMock = (accommodations = [ada, bob]): MockLink.MockedResponse => ({
  request: { query: QuizAccommodationsDocument, variables: { quizId: "quiz-1" } },
  result: {
    data: {
      quizAccommodations: accommodations,
      quiz: { __typename: "Quiz", id: "quiz-1", chapter: { __typename: "Chapter", id: "chapter-1", activityId: ACTIVITY_ID } },
    },
  },
});

const renderPanel = (mocks: MockLink.MockedResponse[]) => {
  const link = new MockLink([listMock(), ...mocks], { defaultOptions: { delay: 0 } });
  const requests = jest.spyOn(link, "request");
  const client = new ApolloClient({ cache: createCache(), link });
  const events = userEvent.setup();
  const utils = render(
    <AppProviders client={client}>
      <QuizAccommodationsPanel quizId="quiz-1" quizTitle="Types basics" />
    </AppProviders>,
  );
  const operations = () => requests.mock.calls.map(([operation]) => operation.operationName);
  return { ...utils, events, operations };
};

const open = async (events: ReturnType<typeof userEvent.setup>) => {
  await events.click(screen.getByRole("button", { name: "Accommodations" }));
  return screen.findByRole("list", { name: "Accommodations" });
};
const itemOf = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

describe("a quiz's accommodations (Manage Quizzes)", () => {
  let toasts: jest.SpyInstance;
  beforeEach(() => {
    toasts = jest.spyOn(toaster, "create");
  });
  afterEach(() => toasts.mockRestore());
  const toasted = (title: string) => waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: "success", title })));

  it("lists each learner's accommodation, what they get and its scope", async () => {
    const { events, container } = renderPanel([]);
    await open(events);
    const adaItem = itemOf("Ada Lovelace");
    expect(adaItem).toHaveTextContent("For this quiz");
    expect(adaItem).toHaveTextContent("1.5 × the time");
    const bobItem = itemOf("Bob Marley");
    expect(bobItem).toHaveTextContent("For the whole activity");
    expect(within(bobItem).getByRole("list", { name: "Bob Marley gets" })).toHaveTextContent("10 extra minutes1 extra attempt");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when there are none", async () => {
    const link = new MockLink([listMock([])]);
    const client = new ApolloClient({ cache: createCache(), link });
    const events = userEvent.setup();
    render(
      <AppProviders client={client}>
        <QuizAccommodationsPanel quizId="quiz-1" quizTitle="Types basics" />
      </AppProviders>,
    );
    await events.click(screen.getByRole("button", { name: "Accommodations" }));
    expect(await screen.findByText(/No accommodations yet/)).toBeInTheDocument();
  });

  it("sends the edited input, shows the server's field errors on the fields, then shows the list as the server now has it", async () => {
    const input = { learnerId: "learner-1", quizId: "quiz-1", timeFactor: 1.5, extraMinutes: 700, extraAttempts: null, opensAt: null, closesAt: null };
    const refused = {
      request: { query: SetQuizAccommodationDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError("Extra minutes must be from 0 to 600", {
            extensions: { code: "BAD_USER_INPUT", fieldErrors: { extraMinutes: "Must be from 0 to 600" } },
          }),
        ],
      },
    };
    const fixed = { ...input, extraMinutes: 15 };
    const saved = {
      request: { query: SetQuizAccommodationDocument, variables: { input: fixed } },
      result: { data: { setQuizAccommodation: makeAccommodation({ id: "acc-1b", extraMinutes: 15 }) } },
    };
    // The set one may replace an earlier one or show on other quizzes' lists (the server's call): the list is asked again.
    const { events, operations } = renderPanel([refused, saved, listMock([makeAccommodation({ id: "acc-1b", extraMinutes: 15 }), bob])]);
    await open(events);
    await events.click(screen.getByRole("button", { name: "Edit Ada Lovelace's accommodation" }));
    const dialog = await screen.findByRole("dialog", { name: /Edit accommodation: Ada Lovelace/ });
    const minutes = within(dialog).getByRole("textbox", { name: "Extra minutes" });
    await events.type(minutes, "700");
    await events.click(within(dialog).getByRole("button", { name: "Save accommodation" }));
    expect(await within(dialog).findByText("Must be from 0 to 600")).toBeInTheDocument();
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    await events.clear(minutes);
    await events.type(minutes, "15");
    await events.click(within(dialog).getByRole("button", { name: "Save accommodation" }));
    await toasted("Accommodation saved for Ada Lovelace");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The set one replaced Ada's earlier accommodation for this quiz (a new id).
    await waitFor(() => expect(itemOf("Ada Lovelace")).toHaveTextContent("15 extra minutes"));
    const list = screen.getByRole("list", { name: "Accommodations" });
    expect(within(list).getAllByText("Ada Lovelace")).toHaveLength(1);
    expect(operations().filter((name) => name === "QuizAccommodations")).toHaveLength(2);
  });

  it("removes one after the confirmation: it leaves the list without a refetch", async () => {
    const removed = { request: { query: RemoveQuizAccommodationDocument, variables: { id: "acc-2" } }, result: { data: { removeQuizAccommodation: "acc-2" } } };
    const { events, operations } = renderPanel([removed]);
    await open(events);
    await events.click(screen.getByRole("button", { name: "Remove Bob Marley's accommodation" }));
    await answerConfirm(events, "Remove accommodation?", "Remove");
    await confirmClosed();
    await waitFor(() => expect(screen.queryByText("Bob Marley")).not.toBeInTheDocument());
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    await toasted("Accommodation removed for Bob Marley");
    expect(operations().filter((name) => name === "QuizAccommodations")).toHaveLength(1);
  });

  it("adds one by the learner's e-mail for the whole activity, the server's NOT_FOUND on the e-mail field first", async () => {
    const input = (learnerEmail: string) => ({
      learnerEmail,
      activityId: ACTIVITY_ID,
      timeFactor: 1.5,
      extraMinutes: null,
      extraAttempts: null,
      opensAt: null,
      closesAt: null,
    });
    const unknown = {
      request: { query: SetQuizAccommodationDocument, variables: { input: input("cy@example.com") } },
      result: {
        errors: [
          new GraphQLError("No learner has this e-mail address", {
            extensions: { code: "NOT_FOUND", fieldErrors: { learnerEmail: "No learner has this e-mail address" } },
          }),
        ],
      },
    };
    const cy = makeAccommodation({
      id: "acc-7",
      learnerId: "learner-7",
      learner: { __typename: "UserDetails", name: "Cy", surname: "Young", email: "cy.young@example.com" },
      quizId: null,
      activityId: ACTIVITY_ID,
    });
    const saved = {
      request: { query: SetQuizAccommodationDocument, variables: { input: input("cy.young@example.com") } },
      result: { data: { setQuizAccommodation: cy } },
    };
    const { events, operations } = renderPanel([unknown, saved, listMock([ada, bob, cy])]);
    await open(events);
    await events.click(screen.getByRole("button", { name: "Add accommodation" }));
    const dialog = await screen.findByRole("dialog", { name: "Add accommodation" });
    const email = within(dialog).getByRole("textbox", { name: /Learner's e-mail/ });
    await events.type(email, "cy@example.com");
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "For" }), "Every quiz of the activity");
    await events.type(within(dialog).getByRole("textbox", { name: /Time factor/ }), "1.5");
    await events.click(within(dialog).getByRole("button", { name: "Save accommodation" }));
    expect(await within(dialog).findByText("No learner has this e-mail address")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await events.clear(email);
    await events.type(email, "cy.young@example.com");
    await events.click(within(dialog).getByRole("button", { name: "Save accommodation" }));
    await toasted("Accommodation saved for Cy Young");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Cy Young")).toBeInTheDocument();
    expect(itemOf("Cy Young")).toHaveTextContent("For the whole activity");
    expect(operations().filter((name) => name === "QuizAccommodations")).toHaveLength(2);
  });
});
