import { USER_STORAGE_KEY } from "../auth/session-user";

// Returns the web app's bearer token (same origin, same localStorage), or null when nobody is signed in.
export function readStoredToken(storage: Pick<Storage, "getItem"> | undefined): string | null {
  try {
    const raw = storage?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const user: unknown = JSON.parse(raw);
    if (typeof user === "object" && user !== null && "token" in user && typeof user.token === "string") {
      const token = user.token.trim();
      return token === "" ? null : token;
    }
  } catch {
    // Malformed JSON or blocked storage (privacy mode): fall back to the empty template.
  }
  return null;
}

// Header editor text: always an Authorization entry so users only have to paste the token.
export function authHeadersText(token: string | null): string {
  return JSON.stringify({ Authorization: `Bearer ${token ?? ""}` }, null, 2);
}
