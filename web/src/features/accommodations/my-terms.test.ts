import { deadlineNotice, myTermsTexts } from "./my-terms";
import { makeTerms } from "./test-fixtures";

describe("a learner's own terms beside the quiz's", () => {
  it("says the extended time and attempts beside the quiz's own figures", () => {
    expect(myTermsTexts(makeTerms({ accommodated: true, timeLimitMinutes: 30, attemptsAllowed: 3 }))).toEqual([
      "Time limit: 30 minutes (extended from 20)",
      "3 attempts (extended from 2)",
    ]);
  });

  it("says nothing without an accommodation, or of a part it leaves as the quiz has it", () => {
    expect(myTermsTexts(makeTerms())).toEqual([]);
    expect(myTermsTexts(null)).toEqual([]);
    expect(myTermsTexts(makeTerms({ accommodated: true, attemptsAllowed: 4 }))).toEqual(["4 attempts (extended from 2)"]);
  });

  it("says the learner's own window in the viewer's zone", () => {
    const closesAt = "2026-12-03T17:00:00.000Z";
    const shown = new Date(closesAt);
    const texts = myTermsTexts(makeTerms({ accommodated: true, closesAt, quizClosesAt: "2026-12-01T17:00:00.000Z" }));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Open to you until Dec 0\d, 2026 - \d{1,2}:00 [AP]M$/);
    expect(texts[0]).toContain(`${shown.getHours() % 12 === 0 ? 12 : shown.getHours() % 12}:00`);
    const opensAt = "2026-12-02T09:00:00.000Z";
    expect(myTermsTexts(makeTerms({ accommodated: true, opensAt, quizOpensAt: "2026-12-04T09:00:00.000Z", window: "NOT_OPEN" }))[0]).toMatch(
      /^Opens to you Dec 0\d, 2026/,
    );
  });

  it("announces a later deadline as extended, at its time in the viewer's zone", () => {
    const after = "2026-11-29T14:35:00.000Z";
    const time = new Date(after).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    expect(deadlineNotice("2026-11-29T14:20:00.000Z", after)).toBe(`Your time was extended: the quiz now ends at ${time}`);
    expect(deadlineNotice("2026-11-29T14:50:00.000Z", after)).toBe(`Your time was changed: the quiz now ends at ${time}`);
  });
});
