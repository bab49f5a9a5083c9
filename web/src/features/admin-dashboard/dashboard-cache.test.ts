import { AdminDashboardFiguresDocument, AdminUsersDocument } from "../../graphql/__generated__/graphql";
import { createCache } from "../../graphql/cache";
import { connectionOf } from "../../test/connection";
import { removeAdminRecord } from "./dashboard-cache";

const user = (id: string, name: string) => ({
  __typename: "User" as const,
  id,
  name,
  surname: "Doe",
  email: `${id}@example.com`,
  role: "USER" as const,
});
const figures = {
  __typename: "AdminDashboard" as const,
  users: { __typename: "RoleCounts" as const, admins: 1, tutors: 0, learners: 2 },
  papers: 0,
  courses: 0,
  openOpportunities: 0,
  unrepliedMessages: 0,
};

describe("removeAdminRecord", () => {
  it("takes the record out of every cached list of its field, evicts it and drops the figures", () => {
    const cache = createCache();
    const [ada, bob] = [user("u1", "Ada"), user("u2", "Bob")];
    cache.writeQuery({ query: AdminUsersDocument, variables: { first: 50 }, data: { users: connectionOf("User", [ada, bob]) } });
    cache.writeQuery({ query: AdminUsersDocument, variables: { search: "a", first: 50 }, data: { users: connectionOf("User", [ada]) } });
    cache.writeQuery({ query: AdminDashboardFiguresDocument, data: { adminDashboard: figures } });

    removeAdminRecord(cache, "users", { __typename: "User", id: "u1" });

    const all = cache.readQuery({ query: AdminUsersDocument, variables: { first: 50 } })?.users;
    expect(all?.nodes.map((node) => node.id)).toEqual(["u2"]);
    expect(all?.totalCount).toBe(1);
    const found = cache.readQuery({ query: AdminUsersDocument, variables: { search: "a", first: 50 } })?.users;
    expect(found?.nodes).toEqual([]);
    expect(found?.totalCount).toBe(0);
    expect(cache.extract()["User:u1"]).toBeUndefined();
    expect(cache.readQuery({ query: AdminDashboardFiguresDocument })).toBeNull();
  });
});
