import { capitalise, formatPercent, labelsOf, plural } from "./format";

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
