import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { system } from "../app/theme";
import { ErrorAlert } from "./ErrorAlert";

const renderAlert = (ui: ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe("ErrorAlert", () => {
  it("is announced as an alert with its message", () => {
    renderAlert(<ErrorAlert title="Failed to fetch courses" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch courses");
  });

  it("shows the server's reason below the message when it says more", () => {
    renderAlert(<ErrorAlert title="Failed to update opportunity" detail="Deadline must be a date" />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to update opportunity");
    expect(alert).toHaveTextContent("Deadline must be a date");
  });

  it("does not repeat a reason that is the message itself", () => {
    renderAlert(<ErrorAlert title="Failed to update opportunity" detail="Failed to update opportunity" />);
    expect(screen.getAllByText("Failed to update opportunity")).toHaveLength(1);
  });
});
