import { screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import {
  CourseCatalogueDocument,
  AdminDeleteCourseDocument,
  AdminUpdateCourseDocument,
  type CourseInput,
} from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { cursorOf } from "../../../test/connection";
import { ADMIN_COURSES_PAGE_SIZE, adminCoursesVariables } from "../course-levels";
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

  it("offers Edit and Delete only on the courses the viewer may change (the server's canEdit)", async () => {
    const others = makeAdminCourse(9, { title: "Someone Else's Course", canEdit: false });
    renderManage([coursesMock([typescript, others])], makeUser({ role: "tutor" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Someone Else's Course" })).toBeInTheDocument();
    expect(cardOf("Intro to TypeScript").getByRole("button", { name: "Edit Intro to TypeScript" })).toBeInTheDocument();
    expect(cardOf("Intro to TypeScript").getByRole("button", { name: "Delete Intro to TypeScript" })).toBeInTheDocument();
    expect(cardOf("Someone Else's Course").queryByRole("button", { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(cardOf("Someone Else's Course").getByRole("link", { name: /View Details/ })).toBeInTheDocument();
  });

  it("shows the courses as cards with their details, links and a count", async () => {
    renderManage([coursesMock(all, { delay: 100 })]);
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Courses" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Course" })).toHaveAttribute("href", "/create-course");
    expect(screen.getByText("3 course(s) found")).toBeInTheDocument();
    expect(screen.getByText("Showing all 3 courses")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);

    const card = cardOf("Databases");
    expect(card.getByText("Second Year")).toBeInTheDocument();
    expect(card.getByText("Mar 09, 2024")).toBeInTheDocument();
    expect(card.getByText("SQL joins and keys")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "View Details of Databases" })).toHaveAttribute("href", "/course/course-2/questions");
    expect(card.getByRole("button", { name: "Edit Databases" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Delete Databases" })).toBeInTheDocument();
  });

  it("searches on the server as the admin types (after a pause), counts the matches and clears at once", async () => {
    const { events } = renderManage([
      coursesMock(all),
      coursesMock([typescript], {}, { search: "TYPESCRIPT" }),
      coursesMock([], {}, { search: "kotlin" }),
    ]);
    const search = await screen.findByRole("searchbox", { name: "Search courses" });
    await screen.findByText("3 course(s) found");

    // One change, as a paste: the debounced search sends one query, with the trimmed term.
    await events.click(search);
    await events.paste("  TYPESCRIPT ");
    await waitFor(() => expect(cardTitles()).toEqual(["Intro to TypeScript"]));
    expect(screen.getByText("1 course(s) found")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 course")).toBeInTheDocument();

    // Clearing shows the full list again from the cache (no request: none is mocked).
    await events.clear(search);
    expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);
    expect(screen.getByText("3 course(s) found")).toBeInTheDocument();

    await events.paste("kotlin");
    expect(await screen.findByRole("heading", { name: "No courses match your search." })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText("0 course(s) found")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(screen.getByText("3 course(s) found")).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
  });

  it("keeps the last results on screen, marked busy, while a search loads", async () => {
    const { events } = renderManage([coursesMock(all), coursesMock([mobile], { delay: 400 }, { search: "native" })]);
    await screen.findByText("3 course(s) found");
    await events.click(screen.getByRole("searchbox", { name: "Search courses" }));
    await events.paste("native");
    expect(await screen.findByRole("img", { name: "Searching" })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Databases" }).closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(cardTitles()).toEqual(["Mobile Apps"]));
    expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();
    expect(screen.getByText("1 course(s) found")).toBeInTheDocument();
  });

  it("shows Failed to fetch courses when a search fails, and the search can be cleared", async () => {
    const { events } = renderManage([coursesMock(all), coursesErrorMock({ search: "sql" })]);
    await screen.findByText("3 course(s) found");
    const search = screen.getByRole("searchbox", { name: "Search courses" });
    await events.click(search);
    await events.paste("sql");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch courses");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);

    await events.clear(search);
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
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
    expect(screen.getByText("Showing all 2 courses")).toBeInTheDocument();
    expect(client.cache.extract()).not.toHaveProperty(["Course:course-2"]);
    expect(client.readQuery({ query: CourseCatalogueDocument, variables: adminCoursesVariables() })?.courses.totalCount).toBe(2);
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
    const firstPage = Array.from({ length: ADMIN_COURSES_PAGE_SIZE }, (_, i) => makeAdminCourse(i + 1));
    const total = ADMIN_COURSES_PAGE_SIZE + 1;
    const lastCourse = makeAdminCourse(total, { title: "The Last Course" });
    const endOf = (courses: { id: string }[]) => cursorOf("Course", courses[courses.length - 1].id);

    it("shows the first page with the count line, and Load more courses adds the next", async () => {
      const { events } = renderManage([
        coursesMock(firstPage, {}, { totalCount: total }),
        coursesMock([lastCourse], { delay: 300 }, { after: endOf(firstPage), totalCount: total, hasNextPage: false }),
      ]);
      expect(await screen.findByText(`Showing ${ADMIN_COURSES_PAGE_SIZE} of ${total} courses`)).toBeInTheDocument();
      expect(screen.getByText(`${total} course(s) found`)).toBeInTheDocument();
      expect(cardTitles()).toHaveLength(ADMIN_COURSES_PAGE_SIZE);

      await events.click(screen.getByRole("button", { name: "Load more courses" }));
      // The cards stay while the page loads: no spinner over them, not marked as a new search.
      expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
      expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();
      expect(screen.queryByRole("img", { name: "Searching" })).not.toBeInTheDocument();

      expect(await screen.findByRole("heading", { level: 2, name: "The Last Course" })).toBeInTheDocument();
      expect(cardTitles()).toHaveLength(total);
      expect(screen.getByText(`Showing all ${total} courses`)).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
    });

    it("asks the server for the next page of the search shown", async () => {
      const { events } = renderManage([
        coursesMock(all),
        coursesMock([typescript, databases], {}, { search: "year", totalCount: 3 }),
        coursesMock([mobile], {}, { search: "year", after: endOf([typescript, databases]), totalCount: 3, hasNextPage: false }),
      ]);
      await screen.findByText("3 course(s) found");
      await events.click(screen.getByRole("searchbox", { name: "Search courses" }));
      await events.paste("year");
      expect(await screen.findByText("Showing 2 of 3 courses")).toBeInTheDocument();
      await events.click(screen.getByRole("button", { name: "Load more courses" }));
      expect(await screen.findByRole("heading", { level: 2, name: "Mobile Apps" })).toBeInTheDocument();
      expect(cardTitles()).toEqual(["Intro to TypeScript", "Databases", "Mobile Apps"]);
      expect(screen.getByText("Showing all 3 courses")).toBeInTheDocument();
    });

    it("counts a deleted course out of the total without a refetch, and the next page still follows", async () => {
      const { events } = renderManage([
        coursesMock([typescript, databases], {}, { totalCount: 3 }),
        deleteMock("course-2", { result: { data: { deleteCourse: "course-2" } } }),
        coursesMock([mobile], {}, { after: endOf([typescript, databases]), totalCount: 2, hasNextPage: false }),
      ]);
      expect(await screen.findByText("Showing 2 of 3 courses")).toBeInTheDocument();
      await events.click(cardOf("Databases").getByRole("button", { name: "Delete Databases" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Delete Course?" });
      await events.click(within(dialog).getByRole("button", { name: "Delete" }));

      expect(await screen.findByText("Showing 1 of 2 courses")).toBeInTheDocument();
      expect(screen.getByText("2 course(s) found")).toBeInTheDocument();
      expect(cardTitles()).toEqual(["Intro to TypeScript"]);

      await events.click(screen.getByRole("button", { name: "Load more courses" }));
      expect(await screen.findByRole("heading", { level: 2, name: "Mobile Apps" })).toBeInTheDocument();
      expect(screen.getByText("Showing all 2 courses")).toBeInTheDocument();
    });
  });

  it("says when there are no courses yet", async () => {
    renderManage([coursesMock([])]);
    expect(await screen.findByRole("heading", { name: "No courses yet" })).toBeInTheDocument();
    expect(screen.getByText("0 course(s) found")).toBeInTheDocument();
  });
});
