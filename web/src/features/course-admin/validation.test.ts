import { validateCourse, validateQuestion } from "./validation";

describe("validateCourse", () => {
  it("checks title, then description, then year level, on trimmed values", () => {
    expect(validateCourse({ title: "", description: "", level: "" })).toEqual({ field: "title", message: "Title is required" });
    expect(validateCourse({ title: "   ", description: "About", level: "FIRST_YEAR" })).toEqual({
      field: "title",
      message: "Title is required",
    });
    expect(validateCourse({ title: "Databases", description: " \n\t", level: "" })).toEqual({
      field: "description",
      message: "Description is required",
    });
    expect(validateCourse({ title: "Databases", description: "SQL", level: "" })).toEqual({
      field: "level",
      message: "Please select a year level",
    });
  });

  it("passes a complete course", () => {
    expect(validateCourse({ title: " Databases ", description: "SQL", level: "SECOND_YEAR" })).toBeNull();
  });
});

describe("validateQuestion", () => {
  it("checks question, then answer, then category, on trimmed values", () => {
    expect(validateQuestion({ question: " ", answer: "", category: "" })).toEqual({
      field: "question",
      message: "Question is required",
    });
    expect(validateQuestion({ question: "What is SQL?", answer: "  ", category: "" })).toEqual({
      field: "answer",
      message: "Answer is required",
    });
    expect(validateQuestion({ question: "What is SQL?", answer: "A query language", category: "\t" })).toEqual({
      field: "category",
      message: "Category is required",
    });
    expect(validateQuestion({ question: "What is SQL?", answer: "A query language", category: "Basics" })).toBeNull();
  });
});
