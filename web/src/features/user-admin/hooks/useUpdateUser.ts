import { useCallback } from "react";
import { AdminUpdateUserDocument, type AdminUserInput } from "../../../graphql/__generated__/graphql";
import { useMutationCall } from "../../../graphql/mutation";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the user's id and fields, so the normalized cache updates the row;
// a role change moves the dashboard's per-role counts, so those are dropped.
export const useUpdateUser = () => {
  const { call, ...state } = useMutationCall(AdminUpdateUserDocument, () => undefined, { update: dropAdminDashboardFigures });
  const update = useCallback((id: string, input: AdminUserInput) => call({ id, input }), [call]);
  return { update, ...state };
};
