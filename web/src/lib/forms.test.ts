import { hasErrors, pickFieldErrors } from "./forms";

type Values = { name: string; email: string };

describe("form errors", () => {
  it("says whether any field has a message", () => {
    expect(hasErrors<Values>({})).toBe(false);
    expect(hasErrors<Values>({ name: undefined })).toBe(false);
    expect(hasErrors<Values>({ email: "Email is required" })).toBe(true);
  });

  it("keeps the server's field errors that belong to a field of the form", () => {
    expect(pickFieldErrors<Values>({ email: "Taken", password: "x" }, ["name", "email"])).toEqual({ email: "Taken" });
    expect(pickFieldErrors<Values>({}, ["name", "email"])).toEqual({});
  });
});
