import { courseCountText } from "./course-search";

describe("courseCountText", () => {
  it("says {n} course(s) found", () => {
    expect(courseCountText(0)).toBe("0 course(s) found");
    expect(courseCountText(1)).toBe("1 course(s) found");
    expect(courseCountText(12)).toBe("12 course(s) found");
  });
});
