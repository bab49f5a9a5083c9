import { useCallback, useState } from "react";
import { useDebouncedValue } from "./useDebouncedValue";

/**
 * A list's search box: the `term` typed and the `search` sent to the server, which follows the
 * term once typing pauses for `debounceMs`, at once on Enter (`submit`) and at once when cleared.
 * `variables` ask for the first page of `pageSize` rows of that search (or of the whole list).
 */
export const useSearchTerm = (debounceMs: number, pageSize: number) => {
  const [term, setTerm] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(term.trim(), debounceMs);
  const search = term.trim() === "" ? "" : (submitted ?? debounced);

  const change = useCallback((value: string) => {
    setTerm(value);
    setSubmitted(null);
  }, []);
  const submit = () => setSubmitted(term.trim());

  const variables = search ? { search, first: pageSize } : { first: pageSize };

  return { term, search, variables, change, submit };
};
