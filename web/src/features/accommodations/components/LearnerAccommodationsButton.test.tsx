import { ApolloClient } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "../../../app/AppProviders";
import { toaster } from "../../../components/ui/toaster";
import { createCache } from "../../../graphql/cache";
import { ActivityAccommodationsDocument, SetQuizAccommodationDocument } from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { ACTIVITY_ID, makeAccommodation } from "../test-fixtures";
import { LearnerAccommodationsButton } from "./LearnerAccommodationsButton";

jest.setTimeout(30_000);

const quizzes = [
  { id: "quiz-1", title: "Types basics" },
  { id: "quiz-2", title: "Joins" },
];
const adaQuiz = makeAccommodation();
const adaActivity = makeAccommodation({ id: "acc-3", quizId: null, activityId: ACTIVITY_ID, timeFactor: 1.25 });
const bob = makeAccommodation({
  id: "acc-2",
  learnerId: "learner-2",
  learner: { __typename: "UserDetails", name: "Bob", surname: "Marley", email: "bob@example.com" },
});

const renderRow = (mocks: MockLink.MockedResponse[] = []) => {
  const link = new MockLink(
    [
      {
        request: { query: ActivityAccommodationsDocument, variables: { activityId: ACTIVITY_ID } },
        result: { data: { activityAccommodations: [adaActivity, adaQuiz, bob] } },
      },
      ...mocks,
    ],
    { defaultOptions: { delay: 0 } },
  );
  const requests = jest.spyOn(link, "request");
  const client = new ApolloClient({ cache: createCache(), link });
  const events = userEvent.setup();
  const utils = render(
    <AppProviders client={client}>
      <LearnerAccommodationsButton
        activityId={ACTIVITY_ID}
        quizzes={quizzes}
        learner={{ id: "learner-1", name: "Ada Lovelace", email: "ada@example.com" }}
      />
    </AppProviders>,
  );
  const operations = () => requests.mock.calls.map(([operation]) => operation.operationName);
  return { ...utils, events, operations };
};

describe("a gradebook row's accommodations", () => {
  let toasts: jest.SpyInstance;
  beforeEach(() => {
    toasts = jest.spyOn(toaster, "create");
  });
  afterEach(() => toasts.mockRestore());

  it("lists the learner's own, each with its scope by quiz title", async () => {
    const { events } = renderRow();
    await events.click(screen.getByRole("button", { name: "Accommodations: Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Accommodations: Ada Lovelace" });
    const list = await within(dialog).findByRole("list", { name: "Accommodations" });
    const items = within(list).getAllByRole("listitem").filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("For the whole activity");
    expect(items[0]).toHaveTextContent("1.25 × the time");
    expect(items[1]).toHaveTextContent("For Types basics");
    expect(within(dialog).queryByText("Bob Marley")).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("gives one for a quiz of the activity with the learner's id, and shows it in the list the server answers again", async () => {
    const input = { learnerId: "learner-1", quizId: "quiz-2", timeFactor: null, extraMinutes: null, extraAttempts: 1, opensAt: null, closesAt: null };
    const saved = makeAccommodation({ id: "acc-9", quizId: "quiz-2", timeFactor: null, extraAttempts: 1 });
    const { events, operations } = renderRow([
      { request: { query: SetQuizAccommodationDocument, variables: { input } }, result: { data: { setQuizAccommodation: saved } } },
      // Which lists hold the set one is the server's call: the list is asked again.
      {
        request: { query: ActivityAccommodationsDocument, variables: { activityId: ACTIVITY_ID } },
        result: { data: { activityAccommodations: [adaActivity, adaQuiz, bob, saved] } },
      },
    ]);
    await events.click(screen.getByRole("button", { name: "Accommodations: Ada Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Accommodations: Ada Lovelace" });
    await events.click(await within(dialog).findByRole("button", { name: "Add accommodation" }));
    expect(within(dialog).getByText("Ada Lovelace")).toBeInTheDocument();
    await events.selectOptions(within(dialog).getByRole("combobox", { name: "For" }), "Joins");
    await events.type(within(dialog).getByRole("textbox", { name: "Extra attempts" }), "1");
    await events.click(within(dialog).getByRole("button", { name: "Save accommodation" }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ title: "Accommodation saved for Ada Lovelace" })));
    const list = await within(dialog).findByRole("list", { name: "Accommodations" });
    await waitFor(() => expect(list).toHaveTextContent("For Joins"));
    expect(list).toHaveTextContent("1 extra attempt");
    expect(operations().filter((name) => name === "ActivityAccommodations")).toHaveLength(2);
  });
});
