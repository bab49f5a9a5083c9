import type { OpportunityStatus, OpportunityType } from "../../graphql/__generated__/graphql";

// Display labels for the GraphQL enums; SPEC.md section 9 spells Heckathons so.
export const OPPORTUNITY_TYPE_LABELS = {
  BURSARY: "Bursary",
  HECKATHONS: "Heckathons",
  INTERNSHIP: "Internship",
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
} as const satisfies Record<OpportunityType, string>;

export const OPPORTUNITY_STATUS_LABELS = {
  OPEN: "Open",
  OPENING_SOON: "Opening Soon",
  CLOSED: "Closed",
} as const satisfies Record<OpportunityStatus, string>;

export const OPPORTUNITY_STATUS_COLORS = {
  OPEN: "green",
  OPENING_SOON: "orange",
  CLOSED: "red",
} as const satisfies Record<OpportunityStatus, string>;

// SPEC.md section 9: the value stored when an opportunity has no application link.
export const LINK_NOT_AVAILABLE = "Link not available";

// Opportunities per page: "Load more" asks for the next 20 (the API allows up to 100).
export const OPPORTUNITY_PAGE_SIZE = 20;
