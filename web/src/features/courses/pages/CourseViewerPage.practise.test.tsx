import { configure, screen } from "@testing-library/react";
import { CourseViewerDocument } from "../../../graphql/__generated__/graphql";
import { makeUser, renderApp } from "../../../test/render";
import { COURSE_ID, makeCard, makeStudy, studyMock } from "../test/practice-mocks";
import "./CourseViewerPage";
import { connectionOf } from "../../../test/connection";

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const courseMock = {
  request: { query: CourseViewerDocument, variables: { id: COURSE_ID } },
  result: {
    data: {
      course: {
        __typename: "Course",
        id: COURSE_ID,
        title: "Java Basics",
        description: "Classes, objects and the JVM.",
        level: "FIRST_YEAR",
        questions: connectionOf("CourseQuestion", [{ __typename: "CourseQuestion", id: "card-1", question: "Question 1?", answer: "Answer 1.", category: "Topic 1" }]),
      },
    },
  },
};

describe("CourseViewerPage: Practise", () => {
  it("offers a signed-in learner Practise, with the cards due now and new today", async () => {
    renderApp({
      route: `/course-details/${COURSE_ID}`,
      user: makeUser(),
      mocks: [courseMock, studyMock(makeStudy(makeCard(1), { dueNow: 2, newToday: 5 }))],
    });
    expect(await screen.findByRole("link", { name: "Practise" })).toHaveAttribute("href", `/course-details/${COURSE_ID}/practise`);
    expect(await screen.findByText("2 due now · 5 new today")).toBeInTheDocument();
  });

  it("keeps the read-only viewer for visitors", async () => {
    renderApp({ route: `/course-details/${COURSE_ID}`, mocks: [courseMock] });
    expect(await screen.findByRole("heading", { level: 1, name: "Java Basics" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reveal Answer" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Practise" })).not.toBeInTheDocument();
  });

  it("opens the practice session", async () => {
    const { events, router } = renderApp({
      route: `/course-details/${COURSE_ID}`,
      user: makeUser(),
      mocks: [courseMock, studyMock(makeStudy(makeCard(1), { newToday: 1 })), studyMock(makeStudy(makeCard(1), { newToday: 1 }))],
    });
    await events.click(await screen.findByRole("link", { name: "Practise" }));
    expect(router.state.location.pathname).toBe(`/course-details/${COURSE_ID}/practise`);
  });
});
