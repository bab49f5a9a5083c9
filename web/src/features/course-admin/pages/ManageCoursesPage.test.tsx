import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  AdminCoursesDocument,
  AdminDeleteCourseDocument,
  AdminUpdateCourseDocument,
  type CourseInput,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { adminCoursesVariables } from "../course-levels";
import { coursesErrorMock, coursesMock, makeAdminCourse } from "../test/course-mocks";

const admin = makeUser({ role: "admin" });
const typescript = makeAdminCourse(1, { title: "Intro to TypeScript", description: "Types and tooling", level: "FIRST_YEAR" });
const databases = makeAdminCourse(2, {
  title: "Databases",
  description: "SQL joins and keys",
  level: "SECOND_YEAR",
  createdAt: "2024-03-09T12:00:00.000Z",
});
const mobile = makeAdminCourse(3, { title: "Mobile Apps", description: "React Native", level: "THIRD_YEAR" });
const all = [typescript, databases, mobile];

const updateMock = (id: string, input: CourseInput, outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse => ({
  request: { query: AdminUpdateCourseDocument, variables: { id, input } },
  ...outcome,
});

const deleteMock = (id: string, outcome: Pick<MockLink.MockedResponse, "result" | "error">): MockLink.MockedResponse => ({
  request: { query: AdminDeleteCourseDocument, variables: { id } },
  ...outcome,
});

const renderManage = (mocks: MockLink.MockedResponse[], user = admin) => renderApp({ route: "/manage-courses", user, mocks });

const cardOf = (title: string) => {
  const card = screen.getByRole("heading", { level: 2, name: title }).closest("article");
  if (!(card instanceof HTMLElement)) throw new Error(`No card for ${title}`);
  return within(card);
};

const cardTitles = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 2 }).textContent);

describe("ManageCoursesPage", () => {
  // jsdom lays nothing out, so the modals' focus trap would find no visible element to focus.
  // Give elements a width, as a browser does, so the initial focus and Tab order are real.
  let widthSpy: jest.SpyInstance<number, []>;
  beforeEach(() => {
    widthSpy = jest.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(100);
  });
  afterEach(() => widthSpy.mockRestore());

  it("shows the courses as cards with their details, links and a count", async () => {
    renderManage([coursesMock(all, { delay: 100 })]);
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Courses" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Course" })).toHaveAttribute("href", "/create-course");
    expect(screen.getByText("3 course(s) found")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);

    const card = cardOf("Databases");
    expect(card.getByText("Second Year")).toBeInTheDocument();
    expect(card.getByText("Mar 09, 2024")).toBeInTheDocument();
    expect(card.getByText("SQL joins and keys")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "View Details of Databases" })).toHaveAttribute("href", "/course/course-2/questions");
    expect(card.getByRole("button", { name: "Edit Databases" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Delete Databases" })).toBeInTheDocument();
  });

  it("searches title, description or level without regard to case, and counts the matches", async () => {
    const { events } = renderManage([coursesMock(all)]);
    const search = await screen.findByRole("searchbox", { name: "Search courses" });

    await events.type(search, "TYPESCRIPT");
    expect(cardTitles()).toEqual(["Intro to TypeScript"]);
    expect(screen.getByText("1 course(s) found")).toBeInTheDocument();

    await events.clear(search);
    await events.type(search, "react native");
    expect(cardTitles()).toEqual(["Mobile Apps"]);

    await events.clear(search);
    await events.type(search, "second year");
    expect(cardTitles()).toEqual(["Databases"]);

    await events.clear(search);
    await events.type(search, "kotlin");
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText("0 course(s) found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No courses match your search." })).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(screen.getByText("3 course(s) found")).toBeInTheDocument();
  });

  it("opens the edit modal with the focus on Title, keeps Tab inside, and Escape returns to Edit", async () => {
    const { events } = renderManage([coursesMock(all)]);
    await screen.findByText("3 course(s) found");
    const editButton = cardOf("Databases").getByRole("button", { name: "Edit Databases" });
    await events.click(editButton);
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Course" }));
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "Title" })).toHaveFocus());
    await events.tab();
    expect(dialog.getByRole("textbox", { name: "Description" })).toHaveFocus();
    await events.tab();
    await events.tab();
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await events.tab();
    await events.tab();
    expect(dialog.getByRole("button", { name: "Close" })).toHaveFocus();
    await events.tab();
    expect(dialog.getByRole("textbox", { name: "Title" })).toHaveFocus();

    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(editButton).toHaveFocus());
  });

  it("edits a course (title, description and level required) and shows the saved course in the list", async () => {
    const saved = { ...databases, title: "Relational Databases", level: "THIRD_YEAR" as const };
    const { events } = renderManage([
      coursesMock(all),
      updateMock("course-2", { title: "Relational Databases", description: "SQL joins and keys", level: "THIRD_YEAR" }, { result: { data: { updateCourse: saved } } }),
    ]);
    await screen.findByText("3 course(s) found");
    await events.click(cardOf("Databases").getByRole("button", { name: "Edit Databases" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Course" }));
    const title = dialog.getByRole("textbox", { name: "Title" });
    expect(title).toHaveValue("Databases");
    expect(dialog.getByRole("textbox", { name: "Description" })).toHaveValue("SQL joins and keys");
    expect(dialog.getByRole("combobox", { name: "Year Level" })).toHaveValue("SECOND_YEAR");

    await events.clear(title);
    await events.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(title).toHaveAccessibleErrorMessage("Title is required");

    await events.type(title, " Relational Databases ");
    await events.selectOptions(dialog.getByRole("combobox", { name: "Year Level" }), "Third Year");
    await events.click(dialog.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(["Intro to TypeScript", "Relational Databases", "Mobile Apps"]);
    expect(cardOf("Relational Databases").getByText("Third Year")).toBeInTheDocument();
    expect(await screen.findByText("Course updated")).toBeInTheDocument();
  });

  it("keeps the modal open and shows the red toast when saving fails", async () => {
    const { events } = renderManage([
      coursesMock(all),
      updateMock("course-1", { title: "Intro to TypeScript", description: "Types and tooling", level: "FIRST_YEAR" }, { error: new Error("Network down") }),
    ]);
    await screen.findByText("3 course(s) found");
    await events.click(cardOf("Intro to TypeScript").getByRole("button", { name: "Edit Intro to TypeScript" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Course" }));
    await events.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update course")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Course" })).toBeInTheDocument();
  });

  it("asks Delete Course? and removes the course from the list on confirmation", async () => {
    const { events, client } = renderManage([coursesMock(all), deleteMock("course-2", { result: { data: { deleteCourse: "course-2" } } })]);
    await screen.findByText("3 course(s) found");

    // Cancel keeps it.
    await events.click(cardOf("Databases").getByRole("button", { name: "Delete Databases" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete Course?" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete Databases?");
    expect(dialog).toHaveTextContent("This action cannot be undone.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await events.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(cardTitles()).toHaveLength(3);

    await events.click(cardOf("Databases").getByRole("button", { name: "Delete Databases" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete Course?" });
    await events.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(["Intro to TypeScript", "Mobile Apps"]);
    expect(screen.getByText("2 course(s) found")).toBeInTheDocument();
    expect(await screen.findByText("Course deleted")).toBeInTheDocument();
    // The deleted course's buttons are gone: the keyboard lands on the search box.
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search courses" })).toHaveFocus());
    expect(client.cache.extract()).not.toHaveProperty(["Course:course-2"]);
    expect(client.readQuery({ query: AdminCoursesDocument, variables: adminCoursesVariables })?.courses.total).toBe(2);
  });

  it("shows a dismissible red toast when the delete fails, and keeps the course", async () => {
    const { events } = renderManage([coursesMock(all), deleteMock("course-3", { error: new Error("Network down") })]);
    await screen.findByText("3 course(s) found");
    await events.click(cardOf("Mobile Apps").getByRole("button", { name: "Delete Mobile Apps" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Course?" });
    await events.click(within(dialog).getByRole("button", { name: "Delete" }));

    const toastTitle = await screen.findByText("Failed to delete course");
    expect(cardTitles()).toContain("Mobile Apps");
    const toast = toastTitle.closest("[data-scope=toast][data-part=root]");
    if (!(toast instanceof HTMLElement)) throw new Error("No toast");
    expect(toast).toHaveAttribute("data-type", "error");
    await events.click(within(toast).getByRole("button"));
    await waitFor(() => expect(screen.queryByText("Failed to delete course")).not.toBeInTheDocument());
  });

  it("shows Failed to fetch courses with Try Again, which loads again", async () => {
    const { events } = renderManage([coursesErrorMock(), coursesMock(all)], makeUser({ role: "tutor" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch courses");
    await events.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("3 course(s) found")).toBeInTheDocument();
  });

  describe("with more courses than one page", () => {
    const page = (offset: number, items: typeof all, total: number, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
      request: { query: AdminCoursesDocument, variables: { ...adminCoursesVariables, offset } },
      result: { data: { courses: { __typename: "CoursePage", items, total } } },
      ...extra,
    });

    it("loads the rest page by page and searches all of them", async () => {
      const { events } = renderManage([page(0, [typescript, databases], 3), page(2, [mobile], 3, { delay: 500 })]);
      expect(await screen.findByText("2 course(s) found (2 of 3 loaded, loading the rest...)")).toBeInTheDocument();
      expect(await screen.findByText("3 course(s) found")).toBeInTheDocument();
      expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);
      await events.type(screen.getByRole("searchbox"), "native");
      expect(cardTitles()).toEqual(["Mobile Apps"]);
    });

    it("says when a later page fails, and Try Again loads it", async () => {
      const { events } = renderManage([
        page(0, [typescript, databases], 3),
        { request: { query: AdminCoursesDocument, variables: { ...adminCoursesVariables, offset: 2 } }, error: new Error("Network down") },
        page(2, [mobile], 3),
      ]);
      expect(await screen.findByText("Failed to fetch courses: 2 of 3 loaded.")).toBeInTheDocument();
      expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases"]);
      await events.click(screen.getByRole("button", { name: "Try Again" }));
      expect(await screen.findByText("3 course(s) found")).toBeInTheDocument();
      expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);
    });
  });

  it("says when there are no courses yet", async () => {
    renderManage([coursesMock([])]);
    expect(await screen.findByRole("heading", { name: "No courses yet" })).toBeInTheDocument();
    expect(screen.getByText("0 course(s) found")).toBeInTheDocument();
  });
});
