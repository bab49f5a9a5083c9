import type {
  AdminOpportunityFieldsFragment,
  NewOpportunityInput,
  OpportunityPatch,
  OpportunityType,
} from "../../graphql/__generated__/graphql";
import type { FormErrors } from "../../lib/forms";
import { DEFAULT_OPPORTUNITY_TYPE, LINK_NOT_AVAILABLE, OPPORTUNITY_TYPES } from "./labels";

// Dates are the values of <input type="date">: "yyyy-mm-dd", or "" for none.
export type OpportunityFormValues = {
  title: string;
  type: OpportunityType;
  description: string;
  link: string;
  openingDate: string;
  closingDate: string;
};

export type OpportunityFormErrors = FormErrors<OpportunityFormValues>;

export const EMPTY_OPPORTUNITY_FORM: OpportunityFormValues = {
  title: "",
  type: DEFAULT_OPPORTUNITY_TYPE,
  description: "",
  link: "",
  openingDate: "",
  closingDate: "",
};

// The API's wording, so the form and the server say the same thing.
export const OPPORTUNITY_FORM_MESSAGES = {
  title: "Title is required",
  type: "Please select a valid opportunity type",
  description: "Description is required",
  link: "Link must be a valid URL starting with http:// or https://",
  dateOrder: "Closing date cannot be before the opening date",
} as const;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

// SPEC.md section 5: the link is optional; blank (or the placeholder itself) sends "Link not available".
export const normaliseLink = (value: string): string => {
  const link = value.trim();
  return link === "" || link.toLowerCase() === LINK_NOT_AVAILABLE.toLowerCase() ? LINK_NOT_AVAILABLE : link;
};

// The link rule: blank is fine, anything else must be an http(s) URL.
export const linkError = (value: string): string | undefined => {
  const link = normaliseLink(value);
  return link === LINK_NOT_AVAILABLE || isHttpUrl(link) ? undefined : OPPORTUNITY_FORM_MESSAGES.link;
};

export const validateOpportunityForm = (values: OpportunityFormValues): OpportunityFormErrors => {
  const errors: OpportunityFormErrors = {};
  if (!values.title.trim()) errors.title = OPPORTUNITY_FORM_MESSAGES.title;
  if (!OPPORTUNITY_TYPES.is(values.type)) errors.type = OPPORTUNITY_FORM_MESSAGES.type;
  if (!values.description.trim()) errors.description = OPPORTUNITY_FORM_MESSAGES.description;
  const link = linkError(values.link);
  if (link) errors.link = link;
  // "yyyy-mm-dd" strings compare in date order.
  if (values.openingDate && values.closingDate && values.closingDate < values.openingDate) {
    errors.closingDate = OPPORTUNITY_FORM_MESSAGES.dateOrder;
  }
  return errors;
};


const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date input's day as an ISO timestamp in the admin's time zone, or null when blank:
 * an opening date starts at 00:00, a closing date ends at 23:59:59.999, so an opportunity
 * closing "Jul 01, 2025" is still open all that day.
 */
export const dateInputToIso = (value: string, edge: "start" | "end"): string | null => {
  const match = DATE_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = edge === "start" ? new Date(year, month, day, 0, 0, 0, 0) : new Date(year, month, day, 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const pad2 = (value: number): string => String(value).padStart(2, "0");

// An ISO timestamp as the local "yyyy-mm-dd" a date input shows; "" for none.
export const isoToDateInput = (value: string | null | undefined): string => {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
};

// SPEC.md section 7: the create payload (title and description trimmed, dates as ISO or null).
export const buildNewOpportunityInput = (values: OpportunityFormValues): NewOpportunityInput => ({
  title: values.title.trim(),
  type: values.type,
  description: values.description.trim(),
  link: normaliseLink(values.link),
  openingDate: dateInputToIso(values.openingDate, "start"),
  closingDate: dateInputToIso(values.closingDate, "end"),
});

type EditableOpportunity = Pick<
  AdminOpportunityFieldsFragment,
  "title" | "type" | "description" | "link" | "openingDate" | "closingDate"
>;

// The card's edit form starts from the stored values; the placeholder link shows as blank.
export const opportunityToFormValues = (opportunity: EditableOpportunity): OpportunityFormValues => ({
  title: opportunity.title,
  type: opportunity.type,
  description: opportunity.description,
  link: opportunity.link === LINK_NOT_AVAILABLE ? "" : opportunity.link,
  openingDate: isoToDateInput(opportunity.openingDate),
  closingDate: isoToDateInput(opportunity.closingDate),
});

// SPEC.md section 7: PATCH sends the edited fields only; an untouched date keeps its exact time.
export const buildOpportunityPatch = (values: OpportunityFormValues, original: EditableOpportunity): OpportunityPatch => {
  const before = opportunityToFormValues(original);
  const patch: OpportunityPatch = {};
  if (values.title.trim() !== original.title) patch.title = values.title.trim();
  if (values.type !== original.type) patch.type = values.type;
  if (values.description.trim() !== original.description) patch.description = values.description.trim();
  if (normaliseLink(values.link) !== original.link) patch.link = normaliseLink(values.link);
  if (values.openingDate !== before.openingDate) patch.openingDate = dateInputToIso(values.openingDate, "start");
  if (values.closingDate !== before.closingDate) patch.closingDate = dateInputToIso(values.closingDate, "end");
  return patch;
};

export const isEmptyPatch = (patch: OpportunityPatch): boolean => Object.keys(patch).length === 0;
