import { opportunityStatus } from "./opportunity-status";

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
