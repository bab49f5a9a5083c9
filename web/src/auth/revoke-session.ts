// The server forgets the token too (POST /api/users/logout revokes it on every instance), so a copy
// stolen earlier stops working. Sent before the token is forgotten here; a failure (offline, a token
// already refused) does not hold the logout up.
const LOGOUT_PATH = "/api/users/logout";

export function revokeSession(token: string | undefined): void {
  if (!token || typeof fetch !== "function") return;
  // keepalive: the request outlives a page that navigates or closes right after.
  fetch(LOGOUT_PATH, { method: "POST", headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
