import { screen, within } from "@testing-library/react";
import { CourseStudyInsightsDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { insightFixture, insightsMock } from "../study-insights-fixtures";
import { tutor } from "../test-fixtures";

const insights = () => within(screen.getByRole("region", { name: "Practice Insights" }));

describe("PracticeInsights", () => {
  it("shows each course's learners, grades and hardest cards on the tutor dashboard", async () => {
    renderApp({
      route: "/tutor-dashboard",
      user: tutor,
      mocks: [
        insightsMock([
          insightFixture(),
          insightFixture({ course: { __typename: "Course", id: "course-2", title: "Algebra" }, learners: 1, reviews: 1, hardestCards: [] }),
        ]),
      ],
      pageDataUnmocked: true,
    });
    expect(await screen.findByRole("heading", { level: 3, name: "Spanish Basics" })).toBeInTheDocument();
    expect(insights().getByRole("link", { name: "Spanish Basics" })).toHaveAttribute("href", "/course-details/course-1");
    expect(insights().getByText("3 learners practising · 120 grades")).toBeInTheDocument();
    const hardest = insights().getByRole("table", { name: "Hardest cards" });
    const rows = within(hardest).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["QuestionAgain / grades", "Subjunctive of ser?9 / 14", "Preterite of ir?4 / 11"]);
    // A course without a hard card yet: its figures, no table.
    expect(insights().getByText("1 learner practising · 1 grade")).toBeInTheDocument();
    expect(insights().getAllByRole("table")).toHaveLength(1);
  });

  it("says when the list is cut at the courses it asks for, and not before", async () => {
    const courses = (n: number) =>
      Array.from({ length: n }, (_, i) => insightFixture({ course: { __typename: "Course", id: `course-${i}`, title: `Course ${i}` }, hardestCards: [] }));
    const { unmount } = renderApp({ route: "/tutor-dashboard", user: tutor, mocks: [insightsMock(courses(10))], pageDataUnmocked: true });
    expect(await screen.findByRole("heading", { level: 3, name: "Course 9" })).toBeInTheDocument();
    expect(insights().getByText("The 10 most practised of your courses; others are not shown here.")).toBeInTheDocument();
    unmount();
    renderApp({ route: "/tutor-dashboard", user: tutor, mocks: [insightsMock(courses(9))], pageDataUnmocked: true });
    expect(await screen.findByRole("heading", { level: 3, name: "Course 8" })).toBeInTheDocument();
    expect(insights().queryByText(/others are not shown here/)).not.toBeInTheDocument();
  });

  it("says so when no learner has practised yet, on the admin dashboard too", async () => {
    renderApp({ route: "/admin-dashboard", user: makeUser({ role: "admin" }), mocks: [insightsMock([])], pageDataUnmocked: true });
    expect(await screen.findByText("No learner has practised your courses yet")).toBeInTheDocument();
    expect(insights().queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows a small note with Try Again when the insights fail", async () => {
    const { events } = renderApp({
      route: "/tutor-dashboard",
      user: tutor,
      mocks: [{ request: { query: CourseStudyInsightsDocument }, error: new Error("Network down") }, insightsMock([insightFixture()])],
      pageDataUnmocked: true,
    });
    expect(await insights().findByRole("alert")).toHaveTextContent("Failed to fetch practice insights");
    await events.click(insights().getByRole("button", { name: "Try Again" }));
    expect(await insights().findByText("3 learners practising · 120 grades")).toBeInTheDocument();
  });
});
