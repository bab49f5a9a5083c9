import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { system } from "../app/theme";
import { NoticeAlert } from "./NoticeAlert";

const iconOf = (text: string) => screen.getByText(text).parentElement?.querySelector("svg path")?.getAttribute("d");

describe("NoticeAlert", () => {
  it("shows its notice, with the warning's icon unless it is for information", () => {
    render(
      <ChakraProvider value={system}>
        <NoticeAlert title="Time is up for this quiz." />
        <NoticeAlert status="warning" title="This quiz is locked." />
        <NoticeAlert status="info" title="Only learners take quizzes." />
      </ChakraProvider>,
    );
    expect(iconOf("Time is up for this quiz.")).toBeTruthy();
    expect(iconOf("Time is up for this quiz.")).toBe(iconOf("This quiz is locked."));
    expect(iconOf("Only learners take quizzes.")).toBeTruthy();
    expect(iconOf("Only learners take quizzes.")).not.toBe(iconOf("Time is up for this quiz."));
  });
});
