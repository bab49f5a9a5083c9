import {
  buildNewOpportunityInput,
  buildOpportunityPatch,
  dateInputToIso,
  EMPTY_OPPORTUNITY_FORM,
  isoToDateInput,
  linkError,
  normaliseLink,
  opportunityToFormValues,
  OPPORTUNITY_FORM_MESSAGES,
  validateOpportunityForm,
  type OpportunityFormValues,
} from "./opportunity-form";

const filled = (overrides: Partial<OpportunityFormValues> = {}): OpportunityFormValues => ({
  ...EMPTY_OPPORTUNITY_FORM,
  title: "  Cloud Bursary ",
  description: " Full tuition. ",
  ...overrides,
});

describe("the link rule", () => {
  it.each(["", "   ", "Link not available", "link NOT available"])("sends %p as the placeholder", (value) => {
    expect(normaliseLink(value)).toBe("Link not available");
    expect(linkError(value)).toBeUndefined();
  });

  it.each(["https://apply.example.com/cloud", "http://example.org", "  https://example.com/a?b=c  "])("accepts the URL %p", (value) => {
    expect(linkError(value)).toBeUndefined();
    expect(normaliseLink(value)).toBe(value.trim());
  });

  it.each(["example.com", "www.example.com", "ftp://example.com", "javascript:alert(1)", "https://", "not a url"])(
    "refuses %p",
    (value) => {
      expect(linkError(value)).toBe(OPPORTUNITY_FORM_MESSAGES.link);
    },
  );
});

describe("validateOpportunityForm", () => {
  it("requires title and description; type defaults to Internship", () => {
    expect(EMPTY_OPPORTUNITY_FORM.type).toBe("INTERNSHIP");
    expect(validateOpportunityForm({ ...EMPTY_OPPORTUNITY_FORM, title: "  ", description: "" })).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
  });

  it("accepts a form with no link and no dates", () => {
    expect(validateOpportunityForm(filled())).toEqual({});
  });

  it("refuses a bad link and a closing date before the opening date", () => {
    expect(validateOpportunityForm(filled({ link: "example.com", openingDate: "2025-07-10", closingDate: "2025-07-01" }))).toEqual({
      link: "Link must be a valid URL starting with http:// or https://",
      closingDate: "Closing date cannot be before the opening date",
    });
    expect(validateOpportunityForm(filled({ openingDate: "2025-07-01", closingDate: "2025-07-01" }))).toEqual({});
  });
});

describe("dates", () => {
  it("sends a blank date as null and a day as an ISO timestamp of that local day", () => {
    expect(dateInputToIso("", "start")).toBeNull();
    expect(dateInputToIso("not-a-date", "end")).toBeNull();
    expect(dateInputToIso("2025-07-01", "start")).toBe(new Date(2025, 6, 1, 0, 0, 0, 0).toISOString());
    // A closing day stays open until its last millisecond.
    expect(dateInputToIso("2025-07-01", "end")).toBe(new Date(2025, 6, 1, 23, 59, 59, 999).toISOString());
  });

  it("shows a stored timestamp as its local day", () => {
    expect(isoToDateInput(new Date(2025, 6, 1, 23, 59).toISOString())).toBe("2025-07-01");
    expect(isoToDateInput(null)).toBe("");
    expect(isoToDateInput("garbage")).toBe("");
  });
});

describe("buildNewOpportunityInput", () => {
  it("trims, sends the placeholder for a blank link and null for blank dates", () => {
    expect(buildNewOpportunityInput(filled())).toEqual({
      title: "Cloud Bursary",
      type: "INTERNSHIP",
      description: "Full tuition.",
      link: "Link not available",
      openingDate: null,
      closingDate: null,
    });
  });

  it("sends the link and dates when given", () => {
    expect(
      buildNewOpportunityInput(
        filled({ type: "HECKATHONS", link: " https://hack.example.com ", openingDate: "2025-07-01", closingDate: "2025-08-01" }),
      ),
    ).toEqual({
      title: "Cloud Bursary",
      type: "HECKATHONS",
      description: "Full tuition.",
      link: "https://hack.example.com",
      openingDate: new Date(2025, 6, 1).toISOString(),
      closingDate: new Date(2025, 7, 1, 23, 59, 59, 999).toISOString(),
    });
  });
});

describe("editing", () => {
  const stored = {
    title: "Cloud Bursary",
    type: "BURSARY" as const,
    description: "Full tuition.",
    link: "Link not available",
    openingDate: null,
    closingDate: "2025-08-01T12:00:00.000Z",
  };

  it("starts the form from the stored values, the placeholder link as blank", () => {
    expect(opportunityToFormValues(stored)).toEqual({
      title: "Cloud Bursary",
      type: "BURSARY",
      description: "Full tuition.",
      link: "",
      openingDate: "",
      closingDate: isoToDateInput(stored.closingDate),
    });
  });

  it("patches only the edited fields, keeping an untouched date's exact time", () => {
    const values = opportunityToFormValues(stored);
    expect(buildOpportunityPatch(values, stored)).toEqual({});
    expect(buildOpportunityPatch({ ...values, title: " New title ", link: "https://x.example.com" }, stored)).toEqual({
      title: "New title",
      link: "https://x.example.com",
    });
    expect(buildOpportunityPatch({ ...values, closingDate: "", openingDate: "2025-07-01" }, stored)).toEqual({
      openingDate: new Date(2025, 6, 1).toISOString(),
      closingDate: null,
    });
  });
});
