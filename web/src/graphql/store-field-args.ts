// The arguments a cached root field was stored under, read back from its store field name, so a
// cache.modify can tell the lists apart (Apollo's modifier details do not carry the arguments).
// Without a keyArgs policy the name is `papers({"limit":100})`; with keyArgs it is `courses:{"search":"x"}`.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The arguments of `fieldName` stored as `storeFieldName`: {} without any, null when unreadable. */
export const argsOfStoreField = (storeFieldName: string, fieldName: string): Record<string, unknown> | null => {
  const rest = storeFieldName.slice(fieldName.length);
  if (rest === "") return {};
  const json = rest.startsWith("(") && rest.endsWith(")") ? rest.slice(1, -1) : rest.startsWith(":") ? rest.slice(1) : null;
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** The same, for callers that treat unreadable arguments as none. */
export const storeFieldArgs = (storeFieldName: string): Record<string, unknown> =>
  argsOfStoreField(storeFieldName, /^[^(:]*/.exec(storeFieldName)?.[0] ?? "") ?? {};
