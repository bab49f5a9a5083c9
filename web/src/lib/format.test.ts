import { capitalise, formatInterval, formatPercent, labelsOf, plural } from "./format";

describe("capitalise", () => {
  it("puts a capital on the first letter only", () => {
    expect(capitalise("jane")).toBe("Jane");
    expect(capitalise("mcDonald")).toBe("McDonald");
    expect(capitalise("")).toBe("");
  });
});

describe("formatPercent", () => {
  it("shows one decimal (SPEC.md section 9)", () => {
    expect(formatPercent(200 / 3)).toBe("66.7%");
    expect(formatPercent(68.25)).toBe("68.3%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(100)).toBe("100.0%");
  });
});

describe("plural", () => {
  it("says one or many", () => {
    expect(plural(1, "learner")).toBe("1 learner");
    expect(plural(0, "learner")).toBe("0 learners");
    expect(plural(3, "activity", "activities")).toBe("3 activities");
  });
});

describe("labelsOf", () => {
  type Level = "LOW" | "HIGH";
  const levels = labelsOf<Level>({ LOW: "Low", HIGH: "High" });

  it("labels each value and lists them in the table's order", () => {
    expect(levels.label("HIGH")).toBe("High");
    expect(levels.values).toEqual(["LOW", "HIGH"]);
  });

  it("tells a value of the enum from any other string", () => {
    expect(levels.is("LOW")).toBe(true);
    expect(levels.is("low")).toBe(false);
    expect(levels.is("")).toBe(false);
  });
});

describe("formatInterval", () => {
  const MIN = 60;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it("shows minutes under an hour, never less than 1 min", () => {
    expect(formatInterval(0)).toBe("1 min");
    expect(formatInterval(20)).toBe("1 min");
    expect(formatInterval(MIN)).toBe("1 min");
    expect(formatInterval(10 * MIN)).toBe("10 min");
    expect(formatInterval(59 * MIN)).toBe("59 min");
  });

  it("shows hours under a day", () => {
    expect(formatInterval(HOUR)).toBe("1 h");
    expect(formatInterval(5 * HOUR + 10 * MIN)).toBe("5 h");
    expect(formatInterval(23 * HOUR)).toBe("23 h");
  });

  it("shows days under a month, with the right plural", () => {
    expect(formatInterval(DAY)).toBe("1 day");
    expect(formatInterval(3 * DAY)).toBe("3 days");
    expect(formatInterval(3 * DAY + 5 * HOUR)).toBe("3 days");
    expect(formatInterval(29 * DAY)).toBe("29 days");
  });

  it("shows months under a year and years above", () => {
    expect(formatInterval(30 * DAY)).toBe("1 mo");
    expect(formatInterval(61 * DAY)).toBe("2 mo");
    expect(formatInterval(330 * DAY)).toBe("11 mo");
    expect(formatInterval(365 * DAY)).toBe("1 yr");
    expect(formatInterval(548 * DAY)).toBe("1.5 yr");
    expect(formatInterval(730 * DAY)).toBe("2 yr");
  });
});
