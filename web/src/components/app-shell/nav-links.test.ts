import { fullDisplayName, infoLinksFor, shortDisplayName } from "./nav-links";
import { makeUser } from "../../test/render";

const labels = (user: Parameters<typeof infoLinksFor>[0]) => infoLinksFor(user).map((link) => link.label);

describe("nav links", () => {
  it("shortens the name to a capitalised first name and surname initial", () => {
    expect(shortDisplayName({ name: "jane", surname: "doe" })).toBe("Jane D.");
    expect(shortDisplayName({ name: "Jane", surname: "" })).toBe("Jane");
  });

  it("shows the full name for the mobile menu", () => {
    expect(fullDisplayName({ name: "jane", surname: "doe" })).toBe("Jane Doe");
  });

  it("filters About and Contact by the role table", () => {
    expect(labels(null)).toEqual(["About", "Contact"]);
    expect(labels(makeUser({ role: "admin" }))).toEqual([]);
    expect(labels(makeUser({ role: "tutor" }))).toEqual(["Contact"]);
    expect(labels(makeUser({ role: "user" }))).toEqual(["Contact"]);
  });
});
