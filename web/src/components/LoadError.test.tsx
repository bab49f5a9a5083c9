import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { system } from "../app/theme";
import { LoadError } from "./LoadError";

const renderIn = (ui: ReactNode) =>
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ChakraProvider>,
  );

// The test runner's Node process (the web project has no Node types).
type Listener = (reason: unknown) => void;
const nodeProcess = (globalThis as unknown as { process: { on: (event: string, listener: Listener) => void; off: (event: string, listener: Listener) => void } }).process;

describe("LoadError", () => {
  it("shows the message with Try Again, which loads again and swallows a failed retry (the query shows it)", async () => {
    const unhandled = jest.fn();
    nodeProcess.on("unhandledRejection", unhandled);
    const onRetry = jest.fn(() => Promise.reject(new Error("Network down")));
    renderIn(<LoadError message="Failed to fetch papers" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch papers");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    nodeProcess.off("unhandledRejection", unhandled);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("offers only the way back when there is nothing to retry", () => {
    renderIn(<LoadError message="Course not found" back={{ to: "/manage-courses", label: "Back to Manage Courses" }} />);
    expect(screen.queryByRole("button", { name: "Try Again" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Manage Courses" })).toHaveAttribute("href", "/manage-courses");
  });
});
