import { toStudySettingsInput, toStudySettingsValues, validateStudySettings } from "./study-settings";

describe("study settings", () => {
  it("edits the retention as a percentage and sends a fraction", () => {
    expect(toStudySettingsValues({ desiredRetention: 0.9, newCardsPerDay: 20 })).toEqual({ desiredRetention: "90", newCardsPerDay: "20" });
    expect(toStudySettingsValues({ desiredRetention: 0.97, newCardsPerDay: 0 })).toEqual({ desiredRetention: "97", newCardsPerDay: "0" });
    expect(toStudySettingsInput({ desiredRetention: " 85 ", newCardsPerDay: "30" })).toEqual({
      desiredRetention: 0.85,
      newCardsPerDay: 30,
    });
  });

  it("checks the API's bounds", () => {
    expect(validateStudySettings({ desiredRetention: "70", newCardsPerDay: "0" })).toEqual({});
    expect(validateStudySettings({ desiredRetention: "97", newCardsPerDay: "1000" })).toEqual({});
    const errors = validateStudySettings({ desiredRetention: "98", newCardsPerDay: "1001" });
    expect(errors.desiredRetention).toBe("Desired retention must be a whole percentage from 70% to 97%");
    expect(errors.newCardsPerDay).toBe("New cards per day must be a whole number from 0 to 1000");
    expect(Object.keys(validateStudySettings({ desiredRetention: "69", newCardsPerDay: "2.5" }))).toEqual([
      "desiredRetention",
      "newCardsPerDay",
    ]);
    expect(Object.keys(validateStudySettings({ desiredRetention: "", newCardsPerDay: "-1" }))).toEqual([
      "desiredRetention",
      "newCardsPerDay",
    ]);
  });
});
