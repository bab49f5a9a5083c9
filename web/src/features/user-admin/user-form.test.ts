import { buildUserInput, isUnchanged, userToFormValues, validateUserForm } from "./user-form";

const grace = { __typename: "User" as const, id: "u1", name: "Grace", surname: "Hopper", email: "grace@example.com", role: "USER" as const };

describe("user form", () => {
  it("requires name, surname and a valid email", () => {
    expect(validateUserForm({ name: " ", surname: "", email: "", role: "USER" })).toEqual({
      name: "First name is required",
      surname: "Last name is required",
      email: "Email is required",
    });
    expect(validateUserForm({ ...userToFormValues(grace), email: "grace@" })).toEqual({ email: "Please enter a valid email address" });
    expect(validateUserForm(userToFormValues(grace))).toEqual({});
  });

  it("sends the trimmed fields with the role", () => {
    expect(buildUserInput({ name: " Grace ", surname: "Hopper ", email: " g@example.com", role: "ADMIN" })).toEqual({
      name: "Grace",
      surname: "Hopper",
      email: "g@example.com",
      role: "ADMIN",
    });
  });

  it("knows when nothing changed", () => {
    expect(isUnchanged({ ...userToFormValues(grace), name: " Grace " }, grace)).toBe(true);
    expect(isUnchanged({ ...userToFormValues(grace), role: "TUTOR" }, grace)).toBe(false);
  });
});
