import { screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { MyStudySettingsDocument, UpdateStudySettingsDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp, studySettingsMock } from "../../../test/render";
import { browserTimeZone } from "../study-settings";

const zone = browserTimeZone() ?? "UTC";
const otherZone = zone === "Pacific/Auckland" ? "Europe/London" : "Pacific/Auckland";

const settingsAnswer = (timeZone: string) => jest.fn(() => studySettingsMock(timeZone).result);

const zoneUpdate = (result: jest.Mock) => ({
  request: { query: UpdateStudySettingsDocument, variables: { input: { timeZone: zone } } },
  result,
});

const updated = () => ({
  data: { updateStudySettings: { __typename: "StudySettings" as const, timeZone: zone, desiredRetention: 0.9, newCardsPerDay: 20 } },
});

// A static page: the only requests are the shell's.
const openAbout = (mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"]) => renderApp({ route: "/about", user: makeUser(), mocks });

describe("useStudyTimeZoneSync", () => {
  it("stores the browser's time zone once when the profile holds another", async () => {
    const settings = settingsAnswer(otherZone);
    const update = jest.fn(updated);
    const { client } = openAbout([{ ...studySettingsMock(otherZone), result: settings }, zoneUpdate(update)]);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(settings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(client.readQuery({ query: MyStudySettingsDocument })?.myStudySettings.timeZone).toBe(zone));
  });

  it("sends nothing when the zones agree", async () => {
    const settings = settingsAnswer(zone);
    const update = jest.fn(updated);
    openAbout([{ ...studySettingsMock(zone), result: settings }, zoneUpdate(update)]);
    await waitFor(() => expect(settings).toHaveBeenCalledTimes(1));
    await screen.findByRole("heading", { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(update).not.toHaveBeenCalled();
  });

  it("only logs a refusal", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const update = jest.fn(() => ({ errors: [new GraphQLError("Unknown time zone", { extensions: { code: "BAD_USER_INPUT" } })] }));
      openAbout([studySettingsMock(otherZone), zoneUpdate(update)]);
      await waitFor(() => expect(warn).toHaveBeenCalledWith(`Could not store the time zone ${zone}`, expect.anything()));
      expect(update).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });

  it("asks nothing for visitors", async () => {
    const settings = settingsAnswer(otherZone);
    renderApp({ route: "/about", mocks: [{ ...studySettingsMock(otherZone), result: settings }] });
    await screen.findByRole("heading", { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settings).not.toHaveBeenCalled();
  });
});
