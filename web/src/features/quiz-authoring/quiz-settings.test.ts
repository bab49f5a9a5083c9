import { formatDateTime } from "../../lib/dates";
import {
  defaultSettings,
  fromLocalInput,
  settingBadges,
  settingsErrorsFrom,
  settingsFromQuiz,
  settingsMessages,
  toLocalInput,
  toSettingsInput,
  validateSettings,
  type SettingsDraft,
} from "./quiz-settings";

const draft = (patch: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...defaultSettings(), ...patch });

describe("quiz settings", () => {
  it("accepts the defaults and sends them as the API's input", () => {
    expect(validateSettings(draft())).toEqual({});
    expect(toSettingsInput(draft())).toEqual({
      timeLimitMinutes: null,
      opensAt: null,
      closesAt: null,
      shuffleQuestions: false,
      shuffleOptions: false,
      reviewPolicy: "IMMEDIATELY",
      attemptsAllowed: 1,
      gradingMethod: "HIGHEST",
      passPercentage: 50,
    });
  });

  it("checks the pass mark: a whole percentage from 0 to 100, with the server's message", () => {
    expect(settingsMessages.passPercentage).toBe("The pass mark must be a whole percentage from 0 to 100");
    for (const passPercentage of ["-1", "101", "70.5", "", " ", "abc", "1e2"]) {
      expect(validateSettings(draft({ passPercentage })).passPercentage).toBe(settingsMessages.passPercentage);
    }
    for (const passPercentage of ["0", "100", " 70 "]) expect(validateSettings(draft({ passPercentage }))).toEqual({});
    expect(toSettingsInput(draft({ passPercentage: " 70 " })).passPercentage).toBe(70);
    expect(settingsErrorsFrom({ "settings.passPercentage": settingsMessages.passPercentage })).toEqual({ passPercentage: settingsMessages.passPercentage });
  });

  it("checks the time limit: a whole number of minutes from 1 to 600", () => {
    for (const timeLimit of ["0", "601", "1.5", "", "abc"]) {
      expect(validateSettings(draft({ timed: true, timeLimit })).timeLimitMinutes).toBe(settingsMessages.timeLimit);
    }
    expect(validateSettings(draft({ timed: true, timeLimit: "600" }))).toEqual({});
    // Untimed: the minutes are not looked at.
    expect(validateSettings(draft({ timed: false, timeLimit: "0" }))).toEqual({});
  });

  it("wants the closing date after the opening date", () => {
    expect(validateSettings(draft({ opensAt: "2024-03-10T10:00", closesAt: "2024-03-10T10:00" })).closesAt).toBe(
      "The closing date must be after the opening date",
    );
    expect(validateSettings(draft({ opensAt: "2024-03-10T10:00", closesAt: "2024-03-10T10:01" }))).toEqual({});
  });

  it("checks attempts allowed: 1 to 10, or unlimited", () => {
    for (const attemptsAllowed of ["0", "11", "2.5", ""]) {
      expect(validateSettings(draft({ attemptsAllowed })).attemptsAllowed).toBe(
        "Attempts allowed must be a whole number from 1 to 10, or unlimited",
      );
    }
    expect(validateSettings(draft({ attemptsAllowed: "", unlimitedAttempts: true }))).toEqual({});
    expect(toSettingsInput(draft({ unlimitedAttempts: true })).attemptsAllowed).toBeNull();
  });

  it("needs a closing date to show answers after closing", () => {
    expect(validateSettings(draft({ reviewPolicy: "AFTER_CLOSE" })).reviewPolicy).toBe("Showing answers after closing needs a closing date");
    expect(validateSettings(draft({ reviewPolicy: "AFTER_CLOSE", closesAt: "2024-03-10T10:00" }))).toEqual({});
  });

  it("sends dates as ISO instants of the viewer's local time, and reads them back", () => {
    const iso = fromLocalInput("2024-03-10T14:30");
    expect(iso).toBe(new Date(2024, 2, 10, 14, 30).toISOString());
    expect(toLocalInput(iso)).toBe("2024-03-10T14:30");
    expect(fromLocalInput("")).toBeNull();
  });

  it("leaves out the fields attempts lock", () => {
    // The pass mark stays: a new mark decides the attempts already made too.
    expect(toSettingsInput(draft({ timed: true, timeLimit: "20", shuffleQuestions: true, passPercentage: "70" }), { locked: true })).toEqual({
      opensAt: null,
      closesAt: null,
      reviewPolicy: "IMMEDIATELY",
      gradingMethod: "HIGHEST",
      passPercentage: 70,
    });
  });

  it("reads the server's field errors under settings.*", () => {
    expect(settingsErrorsFrom({ "settings.closesAt": "The closing date must be after the opening date", title: "x" })).toEqual({
      closesAt: "The closing date must be after the opening date",
    });
  });

  it("round-trips a quiz's settings and names those that differ from the defaults", () => {
    const quiz = {
      timeLimitMinutes: 20,
      opensAt: null,
      closesAt: "2024-03-20T09:00:00.000Z",
      shuffleQuestions: true,
      shuffleOptions: false,
      reviewPolicy: "AFTER_CLOSE" as const,
      attemptsAllowed: null,
      gradingMethod: "LATEST" as const,
      passPercentage: 70,
    };
    expect(toSettingsInput(settingsFromQuiz(quiz))).toEqual({ ...quiz, shuffleOptions: false });
    expect(settingBadges(quiz)).toEqual([
      "20 min limit",
      `Closes ${formatDateTime(quiz.closesAt)}`,
      "Shuffled questions",
      "Answers after close",
      "Unlimited attempts",
      "Latest attempt counts",
      "Pass mark 70%",
    ]);
    expect(settingBadges({ ...quiz, ...settingsDefaultsAsQuiz })).toEqual([]);
  });
});

const settingsDefaultsAsQuiz = {
  timeLimitMinutes: null,
  opensAt: null,
  closesAt: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  reviewPolicy: "IMMEDIATELY" as const,
  attemptsAllowed: 1,
  gradingMethod: "HIGHEST" as const,
  passPercentage: 50,
};
