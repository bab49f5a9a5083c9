import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { system } from "../../app/theme";
import { IntegerField } from "./IntegerField";

describe("IntegerField", () => {
  it("is a labelled number input bounded by its range, stepping by whole numbers", () => {
    const onValueChange = jest.fn();
    render(
      <ChakraProvider value={system}>
        <IntegerField label="New cards per day" range={{ min: 0, max: 1000 }} value="20" onValueChange={onValueChange} />
      </ChakraProvider>,
    );
    const input = screen.getByRole("spinbutton", { name: "New cards per day" });
    expect(input).toHaveAttribute("min", "0");
    expect(input).toHaveAttribute("max", "1000");
    expect(input).toHaveAttribute("step", "1");
    expect(input).toHaveAttribute("inputmode", "numeric");
    fireEvent.change(input, { target: { value: "25" } });
    expect(onValueChange).toHaveBeenCalledWith("25");
  });
});
