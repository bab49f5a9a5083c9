import { screen, within } from "@testing-library/react";
import { AuthoringQuizInsightDocument, TutorQuizzesDocument } from "../../../graphql/__generated__/graphql";
import { axeViolations } from "../../../test/axe";
import { renderApp } from "../../../test/render";
import { insightQuestion, insightResult, makeQuiz, tutor, tutorQuizzesResult } from "../test-fixtures";

const route = "/manage-chapters/chapter-1/quizzes";
const listMock = {
  request: { query: TutorQuizzesDocument, variables: { chapterId: "chapter-1", first: 20 } },
  result: tutorQuizzesResult([makeQuiz({ id: "quiz-1", title: "Types basics", questionCount: 2, isPublished: true, attemptCount: 4 })]),
};
const insightMock = (overrides: Parameters<typeof insightResult>[0]) => ({
  request: { query: AuthoringQuizInsightDocument, variables: { quizId: "quiz-1" } },
  result: insightResult(overrides),
});

// Opens the quiz's insight panel and returns its item analysis section.
const openItemAnalysis = async (mock: ReturnType<typeof insightMock>) => {
  const { events } = renderApp({ route, user: tutor, mocks: [listMock, mock] });
  const item = within(await screen.findByRole("article", { name: "Types basics" }, { timeout: 10_000 }));
  await events.click(item.getByRole("button", { name: "Insight" }));
  const region = await item.findByRole("region", { name: "Insight: Types basics" });
  const section = within(await within(region).findByRole("region", { name: "Item analysis" }));
  return { events, region, section };
};

// The figure a <dt> names: its <dd>s' text.
// (The first <dt> of that name: the explanation below the figures names them too.)
const figure = (section: ReturnType<typeof within>, label: string) =>
  [...(section.getAllByText(label, { selector: "dt" })[0]?.parentElement?.querySelectorAll("dd") ?? [])].map((dd) => dd.textContent);

const table = (section: ReturnType<typeof within>) => within(section.getByRole("table", { name: "Item analysis by question" }));
// A question's row of the table, by its row header, as the text of its cells.
const rowCells = (section: ReturnType<typeof within>, n: number) => {
  const header = table(section).getByRole("rowheader", { name: new RegExp(`^Question ${n}(?!\\d)`) });
  const row = header.closest("tr");
  if (!row) throw new Error(`no row for question ${n}`);
  return [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
};

jest.setTimeout(30_000);

describe("ItemAnalysis", () => {
  it("shows the quiz's spread and alpha, each question's facility, discrimination and flags, and the options by third, axe clean", async () => {
    const { events, region, section } = await openItemAnalysis(
      insightMock({
        standardDeviation: 23.94,
        cronbachAlpha: 0.41,
        questions: [
          insightQuestion(0, {
            type: "SINGLE_CHOICE",
            questionText: "Which type has exactly two values?",
            correctAnswerIndex: 1,
            facilityIndex: 75,
            discriminationIndex: 57.74,
            optionCounts: [0, 3, 1],
            optionTopThirdShares: [0, 100, 0],
            optionBottomThirdShares: [0, 50, 50],
          }),
          insightQuestion(1, { type: "TRUE_FALSE", facilityIndex: 97, discriminationIndex: 12, optionCounts: [4, 0], optionTopThirdShares: [100, 0], optionBottomThirdShares: [75, 25] }),
          insightQuestion(2, { type: "SHORT_ANSWER", facilityIndex: 3.2, discriminationIndex: -20.4 }),
          // Rounding would show 95% and 0: the flags' thresholds. They show one decimal instead.
          insightQuestion(3, { type: "MULTIPLE_RESPONSE", facilityIndex: 95.4, discriminationIndex: -0.3, optionTopThirdShares: [50, 50], optionBottomThirdShares: [50, 0] }),
          insightQuestion(4, {
            type: "ESSAY",
            questionText: "Explain in your own words why a constant binding does not make the object it holds immutable, with an example.",
            facilityIndex: 60,
            discriminationIndex: 35,
          }),
        ],
      }),
    );

    expect(figure(section, "Standard deviation")).toEqual(["23.9 points", "Percentage points around the 63% average"]);
    expect(figure(section, "Cronbach's alpha")).toEqual(["0.41", "Below 0.7: the questions may not measure the same thing"]);

    const headers = table(section).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Question", "Facility", "Discrimination", "Flags", "Options by third"]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
    expect(table(section).getAllByRole("rowheader", { name: /^Question \d/ })).toHaveLength(5);

    expect(rowCells(section, 1)).toEqual(["Question 1 Which type has exactly two values? ", "75%", "58", "None", "▸Options"]);
    expect(rowCells(section, 2)).toEqual(["Question 2 Question text 2 ", "97%", "12", "⚠Very easy facility above 95%", "▸Options"]);
    expect(rowCells(section, 3)).toEqual([
      "Question 3 Question text 3 ",
      "3%",
      "-20",
      "⚠Negative discrimination weaker learners did better on it than stronger ones: check the question and its answer⚠Very hard facility below 5%",
      "—No options to show for this type",
    ]);
    expect(rowCells(section, 4).slice(1, 4)).toEqual([
      "95.4%",
      "-0.3",
      "⚠Negative discrimination weaker learners did better on it than stronger ones: check the question and its answer⚠Very easy facility above 95%",
    ]);
    // A long question text is cut short (the list above has it whole).
    expect(rowCells(section, 5)[0]).toBe("Question 5 Explain in your own words why a constant binding does not… ");
    expect(rowCells(section, 5).slice(1, 4)).toEqual(["60%", "35", "None"]);
    // The flag's sign is not colour alone: a word, and an icon hidden from screen readers.
    const flag = table(section).getAllByText("Very easy", { selector: "span" })[0];
    expect(flag.querySelector("[aria-hidden='true']")).toHaveTextContent("⚠");

    // The options of a choice question, by third, on demand; the correct one said in words.
    const options = table(section).getByRole("button", { name: "Question 1: options by third" });
    expect(options).toHaveAttribute("aria-expanded", "false");
    expect(section.queryByRole("table", { name: /^Question 1: share/ })).not.toBeInTheDocument();
    await events.click(options);
    expect(options).toHaveAttribute("aria-expanded", "true");
    const shares = within(section.getByRole("table", { name: "Question 1: share of the top and bottom thirds choosing each option" }));
    expect(shares.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "OptionTop thirdBottom third",
      "Option A0%0%",
      "Option B ✓correct100%50%",
      "Option C0%50%",
    ]);
    expect(shares.getByRole("rowheader", { name: "Option B correct" })).toBeInTheDocument();
    await events.click(table(section).getByRole("button", { name: "Question 2: options by third" }));
    const trueFalse = within(section.getByRole("table", { name: /^Question 2: share/ }));
    expect(trueFalse.getAllByRole("row").map((row) => row.textContent).slice(1)).toEqual(["True100%75%", "False0%25%"]);

    expect(await axeViolations(region)).toEqual([]);

    await events.click(options);
    expect(options).toHaveAttribute("aria-expanded", "false");
    expect(section.queryByRole("table", { name: /^Question 1: share/ })).not.toBeInTheDocument();
  });

  it("explains each figure on demand", async () => {
    const { events, section } = await openItemAnalysis(insightMock({}));
    const toggle = section.getByRole("button", { name: "What do these figures mean?" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(section.getByText("Facility index", { selector: "dt" })).not.toBeVisible();
    await events.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(section.getByText("Facility index", { selector: "dt" }).nextElementSibling).toHaveTextContent("The mean credit learners earned");
    expect(section.getByText("Discrimination index", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Moodle's rule of thumb: above 30 is good; below 0 means weaker learners did better on it",
    );
    expect(section.getAllByText("Cronbach's alpha", { selector: "dt" })[1]?.nextElementSibling).toHaveTextContent("0.7 or above is usually acceptable");
  });

  it("says why a figure is missing: too few attempts, nothing graded yet, no spread", async () => {
    const { region, section } = await openItemAnalysis(
      insightMock({
        attemptCount: 1,
        passedCount: 1,
        standardDeviation: null,
        cronbachAlpha: null,
        questions: [
          insightQuestion(0, { type: "SINGLE_CHOICE", answerCount: 1, facilityIndex: 100, discriminationIndex: null }),
          insightQuestion(1, { type: "ESSAY", answerCount: 1, facilityIndex: null, discriminationIndex: null }),
        ],
      }),
    );
    expect(figure(section, "Standard deviation")).toEqual(["—Not available", "Needs at least 2 attempts"]);
    expect(figure(section, "Cronbach's alpha")).toEqual(["—Not available", "Needs at least 2 attempts"]);
    // The dash is for the eye; a screen reader hears "Not available".
    expect(section.getAllByText("Standard deviation", { selector: "dt" })[0]?.parentElement?.querySelector("[aria-hidden='true']")).toHaveTextContent("—");
    expect(rowCells(section, 1).slice(1, 3)).toEqual(["100%", "—Not available Needs at least 2 attempts"]);
    expect(rowCells(section, 2).slice(1, 3)).toEqual(["—Not available Waiting for essays to be graded", "—Not available Needs at least 2 attempts"]);
    expect(await axeViolations(region)).toEqual([]);
  });

  it("says alpha is not defined when the quiz draws at random, and counts each drawn question's attempts", async () => {
    const { region, section } = await openItemAnalysis(
      insightMock({
        attemptCount: 3,
        cronbachAlpha: null,
        questions: [
          insightQuestion(0, { type: "SHORT_ANSWER", questionId: "bank-1", answerCount: 2, correctCount: 1, correctRate: 50, facilityIndex: 50, discriminationIndex: null }),
          insightQuestion(0, { type: "SHORT_ANSWER", questionId: "bank-2", answerCount: 1, correctCount: 1, correctRate: 100, facilityIndex: 100 }),
          insightQuestion(1, { type: "SHORT_ANSWER", questionId: "bank-3", answerCount: 0, correctCount: 0, correctRate: 0, facilityIndex: null, discriminationIndex: null }),
        ],
      }),
    );
    expect(figure(section, "Cronbach's alpha")).toEqual([
      "—Not available",
      "Not defined for quizzes that draw questions at random (attempts get different questions)",
    ]);
    const rows = table(section).getAllByRole("rowheader", { name: /^Question \d/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      "Question 1 Question text 1 Drawn in 2 attempts",
      "Question 1 Question text 1 Drawn in 1 attempt",
      "Question 2 Question text 2 Drawn in 0 attempts",
    ]);
    const cells = (row: number) => [...(rows[row]?.closest("tr")?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
    expect(cells(0).slice(0, 2)).toEqual(["50%", "—Not available Not defined: the scores do not vary"]);
    expect(cells(2).slice(0, 2)).toEqual(["—Not available Not in any attempt yet", "—Not available Needs at least 2 attempts"]);
    // The share who got a drawn question right is over the attempts given it.
    expect(within(region).getByText("50% earned full credit (1 of 2)")).toBeInTheDocument();
    expect(within(region).getByText("100% earned full credit (1 of 1)")).toBeInTheDocument();
  });

  it("says alpha is not defined when every attempt has the same score", async () => {
    const { section } = await openItemAnalysis(insightMock({ attemptCount: 3, standardDeviation: 0, cronbachAlpha: null }));
    expect(figure(section, "Standard deviation")).toEqual(["0.0 points", "Percentage points around the 63% average"]);
    expect(figure(section, "Cronbach's alpha")).toEqual(["—Not available", "Not defined: every attempt has the same score"]);
  });

  it("says a quiz of one question has no alpha and no discrimination: there is no rest of the test", async () => {
    const { section } = await openItemAnalysis(
      insightMock({ attemptCount: 3, cronbachAlpha: null, questions: [insightQuestion(0, { type: "NUMERICAL", answerCount: 3, discriminationIndex: null })] }),
    );
    expect(figure(section, "Cronbach's alpha")).toEqual(["—Not available", "Needs at least 2 questions"]);
    expect(rowCells(section, 1).slice(1, 3)).toEqual(["50%", "—Not available Needs at least 2 questions"]);
  });

  it("calls an alpha of 0.7 or above usually acceptable", async () => {
    const { section } = await openItemAnalysis(insightMock({ cronbachAlpha: 0.7 }));
    expect(figure(section, "Cronbach's alpha")).toEqual(["0.70", "0.7 or above: usually acceptable"]);
  });
});
