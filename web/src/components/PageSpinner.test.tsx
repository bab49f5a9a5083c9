import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { system } from "../app/theme";
import { PageSpinner } from "./PageSpinner";

const renderIn = (ui: ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe("PageSpinner", () => {
  it("tells screen readers what is loading", () => {
    renderIn(<PageSpinner label="Loading chapters" />);
    expect(screen.getByRole("status")).toContainElement(screen.getByRole("img", { name: "Loading chapters" }));
  });

  it("says plain Loading when not told what", () => {
    renderIn(<PageSpinner />);
    expect(screen.getByRole("img", { name: "Loading" })).toBeInTheDocument();
  });

  it("can show what is loading on screen, said once", () => {
    renderIn(<PageSpinner label="Loading papers..." showLabel />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading papers...");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
