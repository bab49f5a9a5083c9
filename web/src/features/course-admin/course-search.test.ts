import { courseCountText, filterCourses } from "./course-search";
import { makeAdminCourse } from "./test/course-mocks";

const courses = [
  makeAdminCourse(1, { title: "Intro to TypeScript", description: "Types and tooling", level: "FIRST_YEAR" }),
  makeAdminCourse(2, { title: "Databases", description: "SQL joins and TYPES of keys", level: "SECOND_YEAR" }),
  makeAdminCourse(3, { title: "Mobile Apps", description: "React Native", level: "THIRD_YEAR" }),
];

const titles = (query: string) => filterCourses(courses, query).map((course) => course.title);

describe("filterCourses", () => {
  it("matches title, description or level, ignoring case and outer spaces", () => {
    expect(titles("typescript")).toEqual(["Intro to TypeScript"]);
    expect(titles("  types ")).toEqual(["Intro to TypeScript", "Databases"]);
    expect(titles("react NATIVE")).toEqual(["Mobile Apps"]);
    expect(titles("second year")).toEqual(["Databases"]);
    expect(titles("year")).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);
  });

  it("keeps everything for a blank query and nothing for no match", () => {
    expect(titles("   ")).toHaveLength(3);
    expect(titles("kotlin")).toEqual([]);
  });
});

describe("courseCountText", () => {
  it("says {n} course(s) found", () => {
    expect(courseCountText(0)).toBe("0 course(s) found");
    expect(courseCountText(1)).toBe("1 course(s) found");
    expect(courseCountText(12)).toBe("12 course(s) found");
  });
});
