import { screen, waitFor, within } from "@testing-library/react";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import {
  ChangePasswordDocument,
  MyProfileDocument,
  ProfileLearnerStatsDocument,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";

jest.setTimeout(30_000);

const user = makeUser();

const baseMocks = [
  {
    request: { query: MyProfileDocument },
    result: {
      data: {
        me: {
          __typename: "User" as const,
          id: user.id,
          name: user.name,
          surname: user.surname,
          email: user.email,
          role: "USER" as const,
          bio: null,
          location: null,
          website: null,
          phone: null,
          avatar: null,
          createdAt: "2024-01-05T10:00:00.000Z",
        },
      },
    },
  },
  {
    request: { query: ProfileLearnerStatsDocument },
    result: { data: { learnerDashboard: { __typename: "LearnerDashboard" as const, attempts: 0, passed: 0, averagePercentage: 0 } } },
  },
];

const input = { currentPassword: "old-secret", newPassword: "new-secret" };

const securityForm = async () => within(await screen.findByRole("form", { name: "Change password" }));
const storedUser = () => JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null");

describe("AccountSecurity", () => {
  it("changes the password and keeps the user signed in with the fresh token", async () => {
    const { events, router } = renderApp({
      route: "/profile",
      user,
      mocks: [
        ...baseMocks,
        {
          request: { query: ChangePasswordDocument, variables: { input } },
          result: {
            data: {
              changePassword: {
                __typename: "SessionUser",
                id: user.id,
                name: user.name,
                surname: user.surname,
                email: user.email,
                role: "USER",
                token: "fresh-token",
              },
            },
          },
          delay: 1000,
        },
      ],
    });
    const form = await securityForm();
    expect(form.getByText("Minimum 8 characters")).toBeInTheDocument();
    await events.type(form.getByLabelText(/^Current Password/), input.currentPassword);
    await events.type(form.getByLabelText(/^New Password/), input.newPassword);
    await events.click(form.getByRole("button", { name: "Change Password" }));
    expect(await form.findByRole("button", { name: /Changing Password/ })).toBeDisabled();
    await waitFor(() => expect(storedUser()).toMatchObject({ id: user.id, token: "fresh-token", role: "user" }));
    await waitFor(() => expect(form.getByLabelText(/^Current Password/)).toHaveValue(""));
    expect(form.getByLabelText(/^New Password/)).toHaveValue("");
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("checks the fields on the client", async () => {
    const { events } = renderApp({ route: "/profile", user, mocks: baseMocks });
    const form = await securityForm();
    await events.type(form.getByLabelText(/^New Password/), "1234567");
    await events.click(form.getByRole("button", { name: "Change Password" }));
    expect(form.getByText("Current password is required")).toBeInTheDocument();
    expect(form.getByText("Password must be at least 8 characters")).toBeInTheDocument();
  });

  it("shows the server's error under the current password and keeps the old token", async () => {
    const { events } = renderApp({
      route: "/profile",
      user,
      mocks: [
        ...baseMocks,
        {
          request: { query: ChangePasswordDocument, variables: { input } },
          result: {
            errors: [
              {
                message: "Your current password is incorrect",
                extensions: { code: "BAD_USER_INPUT", fieldErrors: { currentPassword: "Your current password is incorrect" } },
              },
            ],
          },
        },
      ],
    });
    const form = await securityForm();
    await events.type(form.getByLabelText(/^Current Password/), input.currentPassword);
    await events.type(form.getByLabelText(/^New Password/), input.newPassword);
    await events.click(form.getByRole("button", { name: "Change Password" }));
    expect(await form.findByText("Your current password is incorrect")).toBeInTheDocument();
    expect(form.getByLabelText(/^Current Password/)).toHaveAttribute("aria-invalid", "true");
    expect(storedUser()).toMatchObject({ token: user.token });
  });
});
