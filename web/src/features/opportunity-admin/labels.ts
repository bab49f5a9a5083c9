import type { OpportunityType } from "../../graphql/__generated__/graphql";

export const DEFAULT_OPPORTUNITY_TYPE: OpportunityType = "INTERNSHIP";

// The types (labels and order) and the no-link value are the learner screens' own.
export { LINK_NOT_AVAILABLE, OPPORTUNITY_TYPES } from "../opportunities/labels";

// SPEC.md section 8 (on GraphQL there is no HTTP status to append).
export const FETCH_OPPORTUNITIES_ERROR = "Failed to fetch opportunities";
export const DELETE_OPPORTUNITY_ERROR = "Failed to delete opportunity";
export const UPDATE_OPPORTUNITY_ERROR = "Failed to update opportunity";
export const ADD_OPPORTUNITY_ERROR = "Error adding opportunity";
export const NO_OPPORTUNITIES = "No Opportunities Available";
export const DELETE_OPPORTUNITY_CONFIRM = "Are you sure you want to delete this opportunity? This action cannot be undone.";

// Opportunities per page on the admin's list: "Load more" asks for the next 100 (the API's most).
export const ADMIN_OPPORTUNITY_PAGE_SIZE = 100;
