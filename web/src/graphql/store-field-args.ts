// The arguments a cached root field was stored under, read back from its store field name, so a
// cache.modify can tell the lists apart (Apollo's modifier details do not carry the arguments).
// Without a keyArgs policy the name is `papers({"limit":100})`; with keyArgs it is `courses:{"search":"x"}`.
export const storeFieldArgs = (storeFieldName: string): Record<string, unknown> => {
  const match = /^[^(:]+(?:\((.*)\)|:(.*))$/s.exec(storeFieldName);
  const json = match?.[1] ?? match?.[2];
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
