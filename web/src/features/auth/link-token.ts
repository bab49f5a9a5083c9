// The token of a mailed link (/reset-password#token=…, /confirm-signup#token=…): in the fragment,
// which browsers never send, so it never reaches a server's or a proxy's log.
export const tokenInFragment = (hash: string): string => new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
