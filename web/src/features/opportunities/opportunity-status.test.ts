import { opportunityStatus, sortOpportunities } from "./opportunity-status";

const now = new Date("2025-06-15T12:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe("opportunityStatus", () => {
  it("is Closed when the closing date is before now", () => {
    expect(opportunityStatus({ closingDate: at(-1) }, now)).toBe("CLOSED");
  });

  it("is not Closed when the closing date is exactly now", () => {
    expect(opportunityStatus({ closingDate: at(0) }, now)).toBe("OPEN");
  });

  it("is Opening Soon when the opening date is after now", () => {
    expect(opportunityStatus({ openingDate: at(1), closingDate: at(86_400_000) }, now)).toBe("OPENING_SOON");
  });

  it("is Open when the opening date is exactly now", () => {
    expect(opportunityStatus({ openingDate: at(0) }, now)).toBe("OPEN");
  });

  it("prefers Closed over Opening Soon", () => {
    expect(opportunityStatus({ openingDate: at(1000), closingDate: at(-1000) }, now)).toBe("CLOSED");
  });

  it("is Open between the dates and without dates", () => {
    expect(opportunityStatus({ openingDate: at(-1000), closingDate: at(1000) }, now)).toBe("OPEN");
    expect(opportunityStatus({}, now)).toBe("OPEN");
    expect(opportunityStatus({ openingDate: null, closingDate: null }, now)).toBe("OPEN");
  });

  it("ignores unparseable dates", () => {
    expect(opportunityStatus({ openingDate: "soon", closingDate: "later" }, now)).toBe("OPEN");
  });
});

describe("sortOpportunities", () => {
  it("sorts by closing date ascending with those without one last", () => {
    const items = [
      { id: "none", closingDate: null },
      { id: "late", closingDate: "2025-12-01T00:00:00.000Z" },
      { id: "early", closingDate: "2025-01-01T00:00:00.000Z" },
      { id: "missing" },
      { id: "mid", closingDate: "2025-06-01T00:00:00.000Z" },
    ];
    expect(sortOpportunities(items).map((item) => item.id)).toEqual(["early", "mid", "late", "none", "missing"]);
  });

  it("keeps the newest first on equal closing dates", () => {
    const closingDate = "2025-06-01T00:00:00.000Z";
    const items = [
      { id: "older", closingDate, createdAt: "2025-01-01T00:00:00.000Z" },
      { id: "newer", closingDate, createdAt: "2025-02-01T00:00:00.000Z" },
      { id: "undated-older", closingDate: null, createdAt: "2025-01-01T00:00:00.000Z" },
      { id: "undated-newer", closingDate: null, createdAt: "2025-03-01T00:00:00.000Z" },
    ];
    expect(sortOpportunities(items).map((item) => item.id)).toEqual([
      "newer",
      "older",
      "undated-newer",
      "undated-older",
    ]);
  });

  it("does not change the given list", () => {
    const items = [{ closingDate: "2025-12-01T00:00:00.000Z" }, { closingDate: "2025-01-01T00:00:00.000Z" }];
    const copy = [...items];
    sortOpportunities(items);
    expect(items).toEqual(copy);
  });

  it("handles an empty list", () => {
    expect(sortOpportunities([])).toEqual([]);
  });
});
