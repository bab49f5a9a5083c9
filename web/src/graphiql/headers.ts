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

// Where GraphiQL (its toolkit's "graphiql" storage namespace) keeps the headers editor and each tab's headers.
const GRAPHIQL_HEADERS_KEY = "graphiql:headers";
const GRAPHIQL_TABS_KEY = "graphiql:tabState";

// At logout: GraphiQL's saved copy of the token goes with the app's (tabs keep their queries, not their headers).
export function clearGraphiQLHeaders(storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined): void {
  try {
    storage?.removeItem(GRAPHIQL_HEADERS_KEY);
    const raw = storage?.getItem(GRAPHIQL_TABS_KEY);
    if (!raw) return;
    const state: unknown = JSON.parse(raw);
    if (typeof state === "object" && state !== null && "tabs" in state && Array.isArray(state.tabs)) {
      const tabs = (state.tabs as unknown[]).map((tab) => (typeof tab === "object" && tab !== null ? { ...tab, headers: null } : tab));
      storage?.setItem(GRAPHIQL_TABS_KEY, JSON.stringify({ ...state, tabs }));
    } else {
      storage?.removeItem(GRAPHIQL_TABS_KEY);
    }
  } catch {
    // Unreadable: dropped whole rather than left holding a token.
    try {
      storage?.removeItem(GRAPHIQL_TABS_KEY);
    } catch {
      // Blocked storage holds nothing of ours.
    }
  }
}
