import { groupAttemptsByActivity, OTHER_QUIZZES } from "./attempt-groups";

const attempt = (id: string, day: number, activity: string | null, quizId: string | null = `quiz-${id}`) => ({
  id,
  quizId,
  activityId: activity,
  activityTitle: activity === null ? null : `Activity ${activity}`,
  submittedAt: `2024-04-${String(day).padStart(2, "0")}T09:00:00.000Z`,
});

const shape = (groups: ReturnType<typeof groupAttemptsByActivity>) => groups.map((group) => [group.title, group.attempts.map((item) => item.id)]);

describe("groupAttemptsByActivity", () => {
  it("orders the groups by their most recent attempt and each group's attempts newest first", () => {
    const groups = groupAttemptsByActivity([
      attempt("a", 3, "A"),
      attempt("b", 9, "B"),
      attempt("c", 5, "A"),
      attempt("d", 1, "B"),
      attempt("e", 7, "C"),
    ]);
    expect(shape(groups)).toEqual([
      ["Activity B", ["b", "d"]],
      ["Activity C", ["e"]],
      ["Activity A", ["c", "a"]],
    ]);
    expect(groups.map((group) => group.activityId)).toEqual(["B", "C", "A"]);
  });

  it("puts attempts of a deleted quiz or activity under Other quizzes, and keeps the server's order at equal times", () => {
    const groups = groupAttemptsByActivity([attempt("a", 4, "A", null), attempt("b", 4, null), attempt("c", 4, "A"), attempt("d", 2, "A")]);
    expect(shape(groups)).toEqual([
      [OTHER_QUIZZES, ["a", "b"]],
      ["Activity A", ["c", "d"]],
    ]);
    expect(groups[0].activityId).toBeNull();
    expect(groupAttemptsByActivity([])).toEqual([]);
  });
});
