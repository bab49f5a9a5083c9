import { act, screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { CourseCatalogueDocument, AdminCreateCourseDocument, type CourseInput } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { adminCoursesVariables } from "../course-levels";
import { courseQuestionsMock, coursesMock, makeAdminCourse } from "../test/course-mocks";

const admin = makeUser({ role: "admin" });
const created = makeAdminCourse(7, { title: "Databases", description: "SQL and keys", level: "SECOND_YEAR" });

const createMock = (input: CourseInput, outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse => ({
  request: { query: AdminCreateCourseDocument, variables: { input } },
  ...outcome,
});

const submit = () => screen.getByRole("button", { name: "Create Course" });

describe("CreateCoursePage", () => {
  it("shows Create New Course with title, description and the three year levels", async () => {
    renderApp({ route: "/create-course", user: makeUser({ role: "tutor" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Create New Course" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Description" })).toBeRequired();
    const level = screen.getByRole("combobox", { name: "Year Level" });
    expect(level).toHaveValue("");
    expect(Array.from((level as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      "Select a year level",
      "First Year",
      "Second Year",
      "Third Year",
    ]);
  });

  it("checks title, then description, then year level (trimmed), one message at a time on its field", async () => {
    const { events } = renderApp({ route: "/create-course", user: admin });
    const title = await screen.findByRole("textbox", { name: "Title" });
    const description = screen.getByRole("textbox", { name: "Description" });

    await events.type(title, "   ");
    await events.click(submit());
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleErrorMessage("Title is required");
    expect(title).toHaveFocus();
    expect(screen.queryByText("Description is required")).not.toBeInTheDocument();

    await events.type(title, "Databases");
    await events.type(description, "  ");
    await events.click(submit());
    expect(await screen.findByText("Description is required")).toBeInTheDocument();
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
    expect(description).toHaveFocus();

    await events.type(description, "SQL and keys");
    await events.click(submit());
    expect(await screen.findByText("Please select a year level")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Year Level" })).toHaveFocus();
  });

  it("creates the course, drops the cached catalogue lists and goes to /course/{id}/questions", async () => {
    const older = makeAdminCourse(1);
    const { events, router, client } = renderApp({
      route: "/manage-courses",
      user: admin,
      mocks: [
        coursesMock([older]),
        createMock({ title: "Databases", description: "SQL and keys", level: "SECOND_YEAR" }, { result: { data: { createCourse: created } } }),
        courseQuestionsMock(created, []),
        // The catalogue is searched and ordered on the server: Manage Courses asks again.
        coursesMock([created, older]),
      ],
    });
    await screen.findByRole("heading", { name: "Course 1" });
    await act(() => router.navigate("/create-course"));
    await events.type(await screen.findByRole("textbox", { name: "Title" }), "  Databases ");
    await events.type(screen.getByRole("textbox", { name: "Description" }), "SQL and keys ");
    await events.selectOptions(screen.getByRole("combobox", { name: "Year Level" }), "Second Year");
    await events.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe("/course/course-7/questions"));
    expect(await screen.findByRole("heading", { level: 1, name: "Databases" })).toBeInTheDocument();
    expect(client.readQuery({ query: CourseCatalogueDocument, variables: adminCoursesVariables() })).toBeNull();

    // Back on Manage Courses, the list and its count as the server answers again.
    await act(() => router.navigate("/manage-courses"));
    expect(await screen.findByText("2 course(s) found")).toBeInTheDocument();
    expect(screen.getByText("Showing all 2 courses")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Databases", "Course 1"]);
  });

  it("drops cached search results too (the server decides whether the new course matches)", async () => {
    const older = makeAdminCourse(1, { title: "Data Mining" });
    const { events, router, client } = renderApp({
      route: "/manage-courses",
      user: admin,
      mocks: [
        coursesMock([older]),
        coursesMock([older], {}, { search: "data" }),
        createMock({ title: "Databases", description: "SQL and keys", level: "SECOND_YEAR" }, { result: { data: { createCourse: created } } }),
        courseQuestionsMock(created, []),
      ],
    });
    await screen.findByText("1 course(s) found");
    await events.click(screen.getByRole("searchbox", { name: "Search courses" }));
    await events.paste("data");
    await waitFor(() => expect(client.readQuery({ query: CourseCatalogueDocument, variables: adminCoursesVariables("data") })).not.toBeNull());

    await act(() => router.navigate("/create-course"));
    await events.type(await screen.findByRole("textbox", { name: "Title" }), "Databases");
    await events.type(screen.getByRole("textbox", { name: "Description" }), "SQL and keys");
    await events.selectOptions(screen.getByRole("combobox", { name: "Year Level" }), "Second Year");
    await events.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe("/course/course-7/questions"));

    expect(client.readQuery({ query: CourseCatalogueDocument, variables: adminCoursesVariables("data") })).toBeNull();
    expect(client.readQuery({ query: CourseCatalogueDocument, variables: adminCoursesVariables() })).toBeNull();
  });

  it("says Failed to create course when the server fails", async () => {
    const { events } = renderApp({
      route: "/create-course",
      user: admin,
      mocks: [createMock({ title: "Databases", description: "SQL", level: "FIRST_YEAR" }, { error: new Error("Network down") })],
    });
    await events.type(await screen.findByRole("textbox", { name: "Title" }), "Databases");
    await events.type(screen.getByRole("textbox", { name: "Description" }), "SQL");
    await events.selectOptions(screen.getByRole("combobox", { name: "Year Level" }), "First Year");
    await events.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create course");
    expect(submit()).toBeEnabled();
  });

  it("Cancel goes back one page", async () => {
    const { events, router } = renderApp({ route: "/manage-courses", user: admin, mocks: [coursesMock([])] });
    await screen.findByRole("heading", { name: "Manage Courses" });
    await events.click(screen.getByRole("link", { name: "New Course" }));
    await screen.findByRole("heading", { name: "Create New Course" });
    await events.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-courses"));
    expect(router.state.historyAction).toBe("POP");
  });

  it("Cancel goes to Manage Courses when the page was opened directly", async () => {
    const { events, router } = renderApp({ route: "/create-course", user: admin, mocks: [coursesMock([])] });
    await events.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/manage-courses"));
  });

  it("is not for learners", async () => {
    renderApp({ route: "/create-course", user: makeUser({ role: "user" }) });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Create New Course" })).not.toBeInTheDocument());
  });
});
