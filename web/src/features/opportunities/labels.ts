import type { OpportunityStatus, OpportunityType } from "../../graphql/__generated__/graphql";
import { labelsOf } from "../../lib/format";

// SPEC.md sections 5 and 9: the types in the order offered, spelled so (Heckathons).
export const OPPORTUNITY_TYPES = labelsOf<OpportunityType>({
  BURSARY: "Bursary",
  HECKATHONS: "Heckathons",
  INTERNSHIP: "Internship",
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
});

export const OPPORTUNITY_STATUSES = labelsOf<OpportunityStatus>({ OPEN: "Open", OPENING_SOON: "Opening Soon", CLOSED: "Closed" });

export const OPPORTUNITY_STATUS_COLORS: Record<OpportunityStatus, string> = { OPEN: "green", OPENING_SOON: "orange", CLOSED: "red" };

// SPEC.md section 9: the value stored when an opportunity has no application link.
export const LINK_NOT_AVAILABLE = "Link not available";

// Opportunities per page: "Load more" asks for the next 20 (the API allows up to 100).
export const OPPORTUNITY_PAGE_SIZE = 20;
