import type { AuditOutcome } from "../../graphql/__generated__/graphql";
import { formatDate, type DateInput } from "../../lib/dates";
import { labelsOf } from "../../lib/format";

export const AUDIT_OUTCOMES = labelsOf<AuditOutcome>({ SUCCEEDED: "Succeeded", REFUSED: "Refused" });
export const OUTCOME_COLORS: Record<AuditOutcome, string> = { SUCCEEDED: "green", REFUSED: "red" };

// Rows per "Load more" (the API allows up to 100).
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_LOAD_ERROR = "Failed to load the audit log.";

const pad2 = (value: number) => String(value).padStart(2, "0");

/** "Jan 05, 2026 - 3:07:09 PM": when an entry happened, to the second, in the viewer's zone. An invalid date gives "". */
export const formatAuditTime = (value: DateInput): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(date)} - ${hour12}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())} ${hours < 12 ? "AM" : "PM"}`;
};

export type AuditFilters = { outcome: AuditOutcome | ""; operation: string; user: { id: string; label: string } | null };

export const NO_FILTERS: AuditFilters = { outcome: "", operation: "", user: null };

export const hasFilters = (filters: AuditFilters): boolean => filters.outcome !== "" || filters.operation !== "" || filters.user !== null;

/** The query's variables for a first page of these filters (an unset filter is left out). */
export const auditVariables = (filters: AuditFilters) => ({
  first: AUDIT_PAGE_SIZE,
  ...(filters.outcome && { outcome: filters.outcome }),
  ...(filters.operation && { operation: filters.operation }),
  ...(filters.user && { userId: filters.user.id }),
});
