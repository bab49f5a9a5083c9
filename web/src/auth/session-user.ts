import type { Role } from "../graphql/__generated__/graphql";

export type SessionRole = "admin" | "tutor" | "user";

export type SessionUser = {
  id: string;
  name: string;
  surname: string;
  email: string;
  role: SessionRole;
  token: string;
};

export const USER_STORAGE_KEY = "user";

const SESSION_ROLES: readonly SessionRole[] = ["admin", "tutor", "user"];

const isSessionRole = (value: string): value is SessionRole =>
  (SESSION_ROLES as readonly string[]).includes(value);

// The GraphQL enum is upper case (ADMIN); the web app works with lower case roles.
export const toSessionRole = (role: Role): SessionRole => {
  const lower = role.toLowerCase();
  if (!isSessionRole(lower)) throw new Error(`Unknown role: ${role}`);
  return lower;
};

type SessionUserPayload = Omit<SessionUser, "role"> & { role: Role };

export const toSessionUser = (payload: SessionUserPayload): SessionUser => ({
  id: payload.id,
  name: payload.name,
  surname: payload.surname,
  email: payload.email,
  role: toSessionRole(payload.role),
  token: payload.token,
});

const readString = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  return typeof value === "string" ? value : "";
};

// Accepts whatever is in storage and returns a session user only when it is usable.
export const parseStoredUser = (raw: string | null): SessionUser | null => {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const token = readString(record, "token");
  const role = readString(record, "role").toLowerCase();
  if (!token || !isSessionRole(role)) return null;
  return {
    id: readString(record, "id"),
    name: readString(record, "name"),
    surname: readString(record, "surname"),
    email: readString(record, "email"),
    role,
    token,
  };
};

export const readStoredUser = (): SessionUser | null => {
  try {
    return parseStoredUser(window.localStorage.getItem(USER_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy mode); treat as logged out.
    return null;
  }
};

export const storeUser = (user: SessionUser): void => {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  setSessionCookie(true);
};

export const clearStoredUser = (): void => {
  window.localStorage.removeItem(USER_STORAGE_KEY);
  setSessionCookie(false);
};

// A cookie saying only that a session is stored here (never the token): for it the server sends the
// empty app page instead of a visitor's prerendered one (serveWebApp in api/src/web/web-app.ts), so a
// signed-in user never sees the visitor's screen before the app has run. Storage is the truth.
export const SESSION_COOKIE = "learnhub-session";
const COOKIE_MAX_AGE_S = 400 * 24 * 3600; // the most browsers keep; cleared with the session

const setSessionCookie = (signedIn: boolean): void => {
  document.cookie = `${SESSION_COOKIE}=${signedIn ? `1; Max-Age=${COOKIE_MAX_AGE_S}` : "; Max-Age=0"}; Path=/; SameSite=Lax`;
};

// At start-up: the cookie follows storage (a session stored before the cookie existed, or one cleared
// in another way).
export const syncSessionCookie = (): void => setSessionCookie(readStoredUser() !== null);
