import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { USER_STORAGE_KEY } from "../../../auth/session-user";
import {
  MyProfileDocument,
  ProfileLearnerStatsDocument,
  ProfileTutorStatsDocument,
  UpdateProfileDocument,
  type ProfileInput,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";

const profile = {
  __typename: "User" as const,
  id: "user-1",
  name: "jane",
  surname: "doe",
  email: "jane@example.com",
  role: "USER" as const,
  bio: "I like TypeScript",
  location: "Cape Town",
  website: "https://jane.dev",
  phone: null,
  avatar: null,
  createdAt: "2024-01-05T10:00:00.000Z",
};

const meMock = { request: { query: MyProfileDocument }, result: { data: { me: profile } } };
const learnerStatsMock = {
  request: { query: ProfileLearnerStatsDocument },
  result: { data: { learnerDashboard: { __typename: "LearnerDashboard" as const, attempts: 3, passed: 2, averagePercentage: 66.66667 } } },
};

const savedInput: ProfileInput = {
  name: "grace",
  surname: "hopper",
  email: "jane@example.com",
  phone: null,
  location: "Cape Town",
  website: "https://jane.dev",
  bio: "I like TypeScript",
};

// Typing into Chakra inputs re-renders a lot under jsdom.
jest.setTimeout(30_000);

const mainNav = () => within(screen.getByRole("navigation", { name: "Main" }));
const textbox = (name: string) => screen.getByRole("textbox", { name });
const storedUser = () => JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null");

const openEditor = async (events: ReturnType<typeof userEvent.setup>) => {
  await events.click(await screen.findByRole("button", { name: "Edit Profile" }));
  return screen.findByRole("form", { name: "Edit Profile" });
};

describe("ProfilePage", () => {
  it("shows a spinner, then the profile with real learner statistics", async () => {
    renderApp({ route: "/profile", user: makeUser(), mocks: [meMock, learnerStatsMock] });
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "jane doe" })).toBeInTheDocument();
    expect(screen.getByText("Learner")).toBeInTheDocument();
    expect(screen.getByText("Member since Jan 05, 2024")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "https://jane.dev" })).toHaveAttribute("href", "https://jane.dev");
    expect(screen.getByText("I like TypeScript")).toBeInTheDocument();
    const stats = within(screen.getByRole("region", { name: "Statistics" }));
    expect(await stats.findByText("66.7%")).toBeInTheDocument();
    expect(stats.getByText("Total Attempts").parentElement).toHaveTextContent("3");
    expect(stats.getByText("Passed Quizzes").parentElement).toHaveTextContent("2");
    expect(screen.getByRole("heading", { level: 2, name: "Account Security" })).toBeInTheDocument();
  });

  it("shows tutor figures to a tutor", async () => {
    renderApp({
      route: "/profile",
      user: makeUser({ role: "tutor" }),
      mocks: [
        { request: { query: MyProfileDocument }, result: { data: { me: { ...profile, role: "TUTOR" } } } },
        {
          request: { query: ProfileTutorStatsDocument },
          result: {
            data: {
              tutorDashboard: {
                __typename: "TutorDashboard",
                activities: 4,
                chapters: 9,
                quizzes: 5,
                publishedQuizzes: 3,
                attempts: 12,
                averagePercentage: 71.25,
              },
            },
          },
        },
      ],
    });
    const stats = within(await screen.findByRole("region", { name: "Statistics" }));
    expect(await stats.findByText("71.3%")).toBeInTheDocument();
    expect(stats.getByText("Published Quizzes").parentElement).toHaveTextContent("3");
    expect(stats.queryByText("Passed Quizzes")).not.toBeInTheDocument();
  });

  it("shows the error with Try Again when the profile cannot be loaded", async () => {
    const { events } = renderApp({
      route: "/profile",
      user: makeUser(),
      mocks: [{ request: { query: MyProfileDocument }, error: new Error("Network down") }, meMock, learnerStatsMock],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again.");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "jane doe" })).toBeInTheDocument();
  });

  it("edits in place and Cancel restores the saved values", async () => {
    const { events } = renderApp({ route: "/profile", user: makeUser(), mocks: [meMock, learnerStatsMock] });
    await openEditor(events);
    expect(screen.getByText("PNG, JPG (MAX. 5MB)")).toBeInTheDocument();
    const picker = screen.getByLabelText("Profile Picture", { selector: "input" });
    expect(picker).toHaveAttribute("accept", "image/*");
    await events.upload(picker, new File(["png"], "me.png", { type: "image/png" }));
    expect(screen.getByText("Selected: me.png")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Picture" })).toBeInTheDocument();
    await events.clear(textbox("First Name"));
    await events.type(textbox("First Name"), "grace");
    await events.clear(textbox("Location"));
    await events.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { level: 2, name: "jane doe" })).toBeInTheDocument();
    expect(screen.getByText("Cape Town")).toBeInTheDocument();
    await openEditor(events);
    expect(textbox("First Name")).toHaveValue("jane");
    expect(textbox("Location")).toHaveValue("Cape Town");
    expect(screen.queryByText("Selected: me.png")).not.toBeInTheDocument();
  });

  it("validates required fields, the email format and the website URL on the client", async () => {
    const { events } = renderApp({ route: "/profile", user: makeUser(), mocks: [meMock, learnerStatsMock] });
    await openEditor(events);
    for (const name of ["First Name", "Last Name", "Email"]) await events.clear(textbox(name));
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(textbox("First Name")).toHaveAttribute("aria-invalid", "true");

    await events.type(textbox("Email"), "not-an-email");
    await events.clear(textbox("Website"));
    await events.type(textbox("Website"), "jane.dev");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Website must be a valid URL")).toBeInTheDocument();
    // Still editing: nothing was sent.
    expect(screen.getByRole("form", { name: "Edit Profile" })).toBeInTheDocument();
  });

  it("shows the failure message and the server's field errors", async () => {
    const { events } = renderApp({
      route: "/profile",
      user: makeUser(),
      mocks: [
        meMock,
        learnerStatsMock,
        {
          request: { query: UpdateProfileDocument, variables: { input: { ...savedInput, name: "jane", surname: "doe" }, avatar: null, removeAvatar: false } },
          result: {
            errors: [
              {
                message: "An account with this email already exists",
                extensions: { code: "CONFLICT", fieldErrors: { email: "Email is already registered" } },
              },
            ],
          },
        },
      ],
    });
    await openEditor(events);
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to update profile. Please try again.");
    expect(screen.getByText("Email is already registered")).toBeInTheDocument();
    expect(textbox("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for the current password when the e-mail changes, and sends it with the new address", async () => {
    const input: ProfileInput = { ...savedInput, name: "jane", surname: "doe", email: "jane.new@example.com", currentPassword: "my-secret" };
    const { events } = renderApp({
      route: "/profile",
      user: makeUser(),
      mocks: [
        meMock,
        learnerStatsMock,
        {
          request: { query: UpdateProfileDocument, variables: { input, avatar: null, removeAvatar: false } },
          result: { data: { updateProfile: { ...profile, email: "jane.new@example.com" } } },
        },
      ],
    });
    const form = within(await openEditor(events));
    expect(form.queryByLabelText(/Current Password/)).toBeNull();
    await events.clear(textbox("Email"));
    await events.type(textbox("Email"), "jane.new@example.com");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await form.findByText("Enter your current password to change your e-mail address")).toBeInTheDocument();
    await events.type(form.getByLabelText(/Current Password/), "my-secret");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
  });

  describe("with fake timers", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("saves, shows the success message for 3 s and updates the session user in the navigation", async () => {
      const user = makeUser();
      renderApp({
        route: "/profile",
        user,
        mocks: [
          meMock,
          learnerStatsMock,
          {
            request: { query: UpdateProfileDocument, variables: { input: savedInput, avatar: null, removeAvatar: false } },
            result: { data: { updateProfile: { ...profile, name: "grace", surname: "hopper" } } },
          },
        ],
      });
      const events = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByRole("link", { name: "Jane D." })).toBeInTheDocument();
      await openEditor(events);
      await events.clear(textbox("First Name"));
      await events.type(textbox("First Name"), "grace");
      await events.clear(textbox("Last Name"));
      await events.type(textbox("Last Name"), "hopper");
      await events.click(screen.getByRole("button", { name: "Save Changes" }));

      expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "grace hopper" })).toBeInTheDocument();
      expect(mainNav().getByRole("link", { name: "Grace H." })).toHaveAttribute("href", "/profile");
      expect(storedUser()).toMatchObject({ id: user.id, name: "grace", surname: "hopper", token: user.token, role: "user" });

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText("Profile updated successfully!")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(screen.queryByText("Profile updated successfully!")).not.toBeInTheDocument());
    });
  });
});
