import { configure, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { makeUser, renderApp } from "../../../test/render";
import { cursorOf } from "../../../test/connection";
import { CATALOGUE_PAGE_SIZE } from "../hooks/useCourseCatalogue";
import { catalogueErrorMock, catalogueMock, makeCourse } from "../test/course-mocks";
// Loaded up front so the lazy route resolves at once (transforming it on first use can outlast findBy).
import "../../home/pages/HomePage";

// A busy machine (parallel suites) can outlast the 1 s and 5 s defaults; failures just take longer to report.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const java = makeCourse(1, { title: "Java Basics", description: "Classes, objects and the JVM.", level: "FIRST_YEAR" });
const web = makeCourse(2, { title: "Web Development", description: "HTML, CSS and JavaScript.", level: "SECOND_YEAR" });
const data = makeCourse(3, { title: "Data Structures", level: "THIRD_YEAR" });

const renderHome = (mocks: MockLink.MockedResponse[]) => renderApp({ route: "/", user: makeUser(), mocks });

const searchFor = async (events: ReturnType<typeof renderApp>["events"], text: string) => {
  const box = screen.getByRole("searchbox", { name: "Search courses" });
  await events.clear(box);
  if (text) await events.type(box, text);
  await events.click(screen.getByRole("button", { name: "Search" }));
};

const cardTitles = () => screen.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("Course catalogue (signed-in home)", () => {
  it("shows a spinner, then every course in cards with a count line", async () => {
    renderHome([catalogueMock(null, [java, web], { delay: 30 })]);
    expect(await screen.findByRole("heading", { level: 1, name: "Find Your Next Course" })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading")).toBeInTheDocument();

    expect(await screen.findByText("Showing all 2 courses")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Java Basics", "Web Development"]);

    const card = screen.getByRole("article", { name: "Java Basics" });
    expect(within(card).getByText("First Year")).toBeInTheDocument();
    expect(within(card).getByText("Classes, objects and the JVM.")).toBeInTheDocument();
    expect(within(card).getByText(/Created:/)).toHaveTextContent("Created: Jan 05, 2024");
    const start = within(card).getByRole("link", { name: "Start Practicing" });
    expect(start).toHaveAttribute("href", "/course-details/course-1");
    expect(start).toHaveAccessibleDescription("Java Basics");
    expect(within(screen.getByRole("article", { name: "Web Development" })).getByText("Second Year")).toBeInTheDocument();
  });

  it("searches with the trimmed query and reports the matches", async () => {
    const { events } = renderHome([catalogueMock(null, [java, web]), catalogueMock("java", [java])]);
    await screen.findByText("Showing all 2 courses");

    await searchFor(events, "   java  ");
    expect(await screen.findByText('Found 1 course(s) for "java"')).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Java Basics"]);
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toHaveValue("java");
  });

  it("reloads the full list when an empty query is submitted", async () => {
    const { events } = renderHome([catalogueMock(null, [java]), catalogueMock(null, [java, web, data])]);
    await screen.findByText("Showing 1 course");

    await searchFor(events, "   ");
    expect(await screen.findByText("Showing all 3 courses")).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Java Basics", "Web Development", "Data Structures"]);
  });

  it("clears the search box and reloads the full list with the clear button", async () => {
    const { events } = renderHome([
      catalogueMock(null, [java, web]),
      catalogueMock("web", [web]),
      catalogueMock(null, [java, web, data]),
    ]);
    await screen.findByText("Showing all 2 courses");
    expect(screen.queryByRole("button", { name: "Clear search text" })).not.toBeInTheDocument();

    await searchFor(events, "web");
    await screen.findByText('Found 1 course(s) for "web"');

    await events.click(screen.getByRole("button", { name: "Clear search text" }));
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toHaveValue("");
    expect(await screen.findByText("Showing all 3 courses")).toBeInTheDocument();
  });

  it("says no courses are available yet, and Refresh courses reloads", async () => {
    const { events } = renderHome([catalogueMock(null, []), catalogueMock(null, [java])]);
    expect(await screen.findByRole("heading", { name: "No courses found." })).toBeInTheDocument();
    expect(screen.getByText("No courses available yet. Check back later!")).toBeInTheDocument();
    expect(screen.queryByText(/Found/)).not.toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "Refresh courses" }));
    expect(await screen.findByText("Showing 1 course")).toBeInTheDocument();
  });

  it("says no courses match a search, and View all courses goes back to the full list", async () => {
    const { events } = renderHome([
      catalogueMock(null, [java]),
      catalogueMock("cobol", []),
      catalogueMock(null, [java, web]),
    ]);
    await screen.findByText("Showing 1 course");

    await searchFor(events, "cobol");
    expect(await screen.findByText("No courses match your search. Try different keywords.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No courses found." })).toBeInTheDocument();
    expect(screen.getByText('Found 0 course(s) for "cobol"')).toBeInTheDocument();

    await events.click(screen.getByRole("button", { name: "View all courses" }));
    expect(await screen.findByText("Showing all 2 courses")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toHaveValue("");
  });

  it("shows the server's message in a red banner, empties the list, and Clear search reloads", async () => {
    const { events } = renderHome([
      catalogueMock(null, [java]),
      catalogueErrorMock("java", { message: "Search is unavailable right now" }),
      catalogueMock(null, [java, web]),
    ]);
    await screen.findByText("Showing 1 course");

    await searchFor(events, "java");
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("Search is unavailable right now");
    expect(cardTitles()).toEqual([]);

    await events.click(within(banner).getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Showing all 2 courses")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search courses" })).toHaveValue("");
  });

  it("falls back to Failed to load courses when the server gives no message", async () => {
    const { events } = renderHome([
      catalogueErrorMock(null, { networkError: new Error("Failed to fetch") }),
      catalogueMock(null, [java]),
    ]);
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("Failed to load courses");

    await events.click(within(banner).getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Showing 1 course")).toBeInTheDocument();
  });

  it("loads the next page after the last card's cursor, with the count line under the list", async () => {
    const first = Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, i) => makeCourse(i + 1));
    const last = makeCourse(CATALOGUE_PAGE_SIZE + 1, { title: "The Last Course" });
    const total = CATALOGUE_PAGE_SIZE + 1;
    const { events } = renderHome([
      catalogueMock(null, first, { totalCount: total }),
      catalogueMock(null, [last], { totalCount: total, hasNextPage: false, after: cursorOf("Course", first[first.length - 1].id), delay: 1000 }),
    ]);
    expect(await screen.findByText(`Showing ${CATALOGUE_PAGE_SIZE} of ${total} courses`)).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(CATALOGUE_PAGE_SIZE);

    await events.click(screen.getByRole("button", { name: "Load more courses" }));
    // The cards already shown stay: no spinner over them while the page loads.
    expect(await screen.findByRole("button", { name: /Loading more/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading")).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Refreshing courses" })).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(CATALOGUE_PAGE_SIZE);

    expect(await screen.findByRole("article", { name: "The Last Course" })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(total);
    expect(screen.getByText(`Showing all ${total} courses`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("asks the server for the next page of the search shown", async () => {
    const { events } = renderHome([
      catalogueMock(null, [java, web, data]),
      catalogueMock("year", [java, web], { totalCount: 3 }),
      catalogueMock("year", [data], { totalCount: 3, hasNextPage: false, after: cursorOf("Course", web.id) }),
    ]);
    await screen.findByText("Showing all 3 courses");

    await searchFor(events, "year");
    expect(await screen.findByText('Found 3 course(s) for "year"')).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 3 courses")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Load more courses" }));
    expect(await screen.findByRole("article", { name: "Data Structures" })).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Java Basics", "Web Development", "Data Structures"]);
    expect(screen.getByText("Showing all 3 courses")).toBeInTheDocument();
    expect(screen.getByText('Found 3 course(s) for "year"')).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });
});
