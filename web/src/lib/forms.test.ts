import { bindValues, hasErrors, pickFieldErrors } from "./forms";

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

describe("bindValues", () => {
  it("gives a field its value and a change that replaces that value only", () => {
    const onChange = jest.fn();
    const bind = bindValues<Values>({ name: "Ada", email: "ada@example.com" }, onChange);
    const email = bind("email");
    expect(email).toMatchObject({ name: "email", value: "ada@example.com" });
    email.onValueChange("grace@example.com");
    expect(onChange).toHaveBeenCalledWith({ name: "Ada", email: "grace@example.com" });
  });
});
