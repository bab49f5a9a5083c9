import { screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import {
  MyProfileDocument,
  MyStudySettingsDocument,
  ProfileLearnerStatsDocument,
  UpdateStudySettingsDocument,
  type StudySettingsInput,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp, studySettingsMock } from "../../../test/render";
import { browserTimeZone } from "../study-settings";

jest.setTimeout(30_000);

const user = makeUser();
const zone = browserTimeZone() ?? "UTC";

const profileMocks = [
  {
    request: { query: MyProfileDocument },
    result: {
      data: {
        me: {
          __typename: "User" as const,
          id: user.id,
          name: user.name,
          surname: user.surname,
          email: user.email,
          role: "USER" as const,
          bio: null,
          location: null,
          website: null,
          phone: null,
          avatar: null,
          createdAt: "2024-01-05T10:00:00.000Z",
        },
      },
    },
  },
  {
    request: { query: ProfileLearnerStatsDocument },
    result: { data: { learnerDashboard: { __typename: "LearnerDashboard" as const, attempts: 0, passed: 0, averagePercentage: 0 } } },
  },
];

const saved = (input: Required<Omit<StudySettingsInput, "timeZone">>) => ({
  request: { query: UpdateStudySettingsDocument, variables: { input } },
  result: { data: { updateStudySettings: { __typename: "StudySettings" as const, timeZone: zone, ...input } } },
});

const settingsForm = async () => within(await screen.findByRole("form", { name: "Practice settings" }));
const retention = (form: ReturnType<typeof within>) => form.getByRole("spinbutton", { name: "Desired retention (%)" });
const perDay = (form: ReturnType<typeof within>) => form.getByRole("spinbutton", { name: "New cards per day" });

describe("StudySettingsForm", () => {
  it("shows the settings, with the retention as a percentage and the time zone read-only", async () => {
    renderApp({ route: "/profile", user, mocks: [...profileMocks, studySettingsMock(zone)] });
    const form = await settingsForm();
    expect(retention(form)).toHaveValue(90);
    expect(retention(form)).toHaveAccessibleDescription(/Higher means more reviews/);
    expect(perDay(form)).toHaveValue(20);
    expect(form.getByText(`Days are counted in ${zone}`)).toBeInTheDocument();
    expect(form.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("checks the bounds before sending", async () => {
    const { events } = renderApp({ route: "/profile", user, mocks: profileMocks });
    const form = await settingsForm();
    await events.clear(retention(form));
    await events.type(retention(form), "98");
    await events.clear(perDay(form));
    await events.type(perDay(form), "1001");
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    expect(retention(form)).toHaveAccessibleErrorMessage("Desired retention must be a whole percentage from 70% to 97%");
    expect(perDay(form)).toHaveAccessibleErrorMessage("New cards per day must be a whole number from 0 to 1000");
    expect(retention(form)).toBeInvalid();
  });

  it("shows the server's field errors under their fields", async () => {
    const { events } = renderApp({
      route: "/profile",
      user,
      mocks: [
        ...profileMocks,
        {
          request: { query: UpdateStudySettingsDocument, variables: { input: { desiredRetention: 0.96, newCardsPerDay: 20 } } },
          result: {
            errors: [
              new GraphQLError("Invalid study settings", {
                extensions: {
                  code: "BAD_USER_INPUT",
                  fieldErrors: { desiredRetention: "Desired retention must be between 0.7 and 0.97" },
                },
              }),
            ],
          },
        },
      ],
    });
    const form = await settingsForm();
    await events.clear(retention(form));
    await events.type(retention(form), "96");
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(retention(form)).toHaveAccessibleErrorMessage("Desired retention must be between 0.7 and 0.97"));
    expect(perDay(form)).toBeValid();
    expect(form.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Practice settings saved")).not.toBeInTheDocument();
  });

  it("saves, says so, and keeps the saved values", async () => {
    const { events, client } = renderApp({
      route: "/profile",
      user,
      mocks: [...profileMocks, saved({ desiredRetention: 0.85, newCardsPerDay: 35 })],
    });
    const form = await settingsForm();
    await events.clear(retention(form));
    await events.type(retention(form), "85");
    await events.clear(perDay(form));
    await events.type(perDay(form), "35");
    await events.click(form.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Practice settings saved")).toBeInTheDocument();
    expect(retention(form)).toHaveValue(85);
    expect(perDay(form)).toHaveValue(35);
    // The answer replaced the one cached StudySettings: no refetch needed.
    expect(client.readQuery({ query: MyStudySettingsDocument })?.myStudySettings).toMatchObject({
      desiredRetention: 0.85,
      newCardsPerDay: 35,
      timeZone: zone,
    });
  });
});
