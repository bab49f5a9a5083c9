import { DETAILS_REQUIRED, PDF_REQUIRED, validatePaperDetails, validatePaperUpload } from "./validation";

const pdf = new File(["%PDF-1.4"], "paper.pdf", { type: "application/pdf" });

describe("validatePaperUpload", () => {
  it("asks for title and description first, naming the blank ones", () => {
    expect(validatePaperUpload({ title: "  ", description: "", pdf: null })).toEqual({
      message: DETAILS_REQUIRED,
      fields: ["title", "description"],
    });
    expect(validatePaperUpload({ title: "Exam", description: " \n ", pdf })).toEqual({
      message: "Title and description are required",
      fields: ["description"],
    });
  });

  it("then asks for the PDF", () => {
    expect(validatePaperUpload({ title: "Exam", description: "Finals", pdf: null })).toEqual({
      message: PDF_REQUIRED,
      fields: ["pdf"],
    });
    expect(PDF_REQUIRED).toBe("PDF file is required");
  });

  it("passes a complete form", () => {
    expect(validatePaperUpload({ title: "Exam", description: "Finals", pdf })).toBeNull();
    expect(validatePaperDetails({ title: "Exam", description: "Finals" })).toBeNull();
  });
});
