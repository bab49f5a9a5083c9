import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import { system } from "../../../app/theme";
import { FlashCardHeader } from "./FlashCardHeader";

describe("FlashCardHeader", () => {
  it("names the card it heads, and reads its category out as Category", () => {
    render(
      <ChakraProvider value={system}>
        <article aria-labelledby="card-1">
          <FlashCardHeader headingId="card-1" category="OOP">
            Question 1
          </FlashCardHeader>
        </article>
      </ChakraProvider>,
    );
    const card = screen.getByRole("article", { name: "Question 1" });
    expect(within(card).getByRole("heading", { level: 2, name: "Question 1" })).toBeInTheDocument();
    expect(within(card).getByText("OOP")).toHaveTextContent("Category: OOP");
  });
});
