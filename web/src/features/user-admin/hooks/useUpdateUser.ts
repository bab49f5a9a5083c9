import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { AdminUpdateUserDocument, type AdminUserInput } from "../../../graphql/__generated__/graphql";
import { dropAdminDashboardFigures } from "../../admin-dashboard/dashboard-cache";

// The result carries the user's id and fields, so the normalized cache updates the row;
// a role change moves the dashboard's per-role counts, so those are dropped.
export const useUpdateUser = () => {
  const [mutate, { loading, error, reset }] = useMutation(AdminUpdateUserDocument, { update: dropAdminDashboardFigures });
  const update = useCallback(async (id: string, input: AdminUserInput): Promise<void> => {
    await mutate({ variables: { id, input } });
  }, [mutate]);
  return { update, loading, error, reset };
};
