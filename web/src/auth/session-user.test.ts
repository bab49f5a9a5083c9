import {
  clearStoredUser,
  parseStoredUser,
  SESSION_COOKIE,
  storeUser,
  syncSessionCookie,
  toSessionRole,
  toSessionUser,
  USER_STORAGE_KEY,
} from "./session-user";

describe("session user", () => {
  it("maps the GraphQL role enum to lower case", () => {
    expect(toSessionRole("ADMIN")).toBe("admin");
    expect(toSessionRole("TUTOR")).toBe("tutor");
    expect(toSessionRole("USER")).toBe("user");
  });

  it("converts a login payload into a session user", () => {
    expect(
      toSessionUser({ id: "1", name: "Jane", surname: "Doe", email: "j@x.dev", role: "TUTOR", token: "t" }),
    ).toEqual({ id: "1", name: "Jane", surname: "Doe", email: "j@x.dev", role: "tutor", token: "t" });
  });

  it("parses a stored user with a token", () => {
    const raw = JSON.stringify({ id: "1", name: "Jane", surname: "Doe", email: "j@x.dev", role: "admin", token: "t" });
    expect(parseStoredUser(raw)).toMatchObject({ id: "1", role: "admin", token: "t" });
  });

  it.each([
    ["nothing stored", null],
    ["invalid JSON", "{not json"],
    ["a JSON string", JSON.stringify("user")],
    ["no token", JSON.stringify({ id: "1", role: "user" })],
    ["an unknown role", JSON.stringify({ id: "1", role: "owner", token: "t" })],
  ])("rejects %s", (_label, raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });
});

describe("session cookie", () => {
  const user = { id: "1", name: "Jane", surname: "Doe", email: "j@x.dev", role: "user" as const, token: "t" };
  const cookie = () => document.cookie;

  afterEach(() => clearStoredUser());

  it("is set with a stored session and cleared with it, never holding the token", () => {
    storeUser(user);
    expect(cookie()).toContain(`${SESSION_COOKIE}=1`);
    expect(cookie()).not.toContain("t;");
    clearStoredUser();
    expect(cookie()).not.toContain(SESSION_COOKIE);
  });

  it("follows storage at start-up", () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user)); // stored before the cookie existed
    syncSessionCookie();
    expect(cookie()).toContain(`${SESSION_COOKIE}=1`);
    window.localStorage.setItem(USER_STORAGE_KEY, "{not json");
    syncSessionCookie();
    expect(cookie()).not.toContain(SESSION_COOKIE);
  });
});
