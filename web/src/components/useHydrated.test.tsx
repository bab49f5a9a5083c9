import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useHydrated } from "./useHydrated";

const Probe = () => <button disabled={!useHydrated()}>Log In</button>;

describe("useHydrated", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it("is false in the prerendered HTML, and true once the page is hydrated, on the same element", async () => {
    container.innerHTML = renderToString(<Probe />);
    const prerendered = container.querySelector("button");
    expect(prerendered).toBeDisabled();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector("button")).toBe(prerendered); // hydrated, not rendered again
    expect(prerendered).toBeEnabled();
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    errors.mockRestore();
  });

  it("is true from the first render in the browser", () => {
    const root = createRoot(container);
    act(() => root.render(<Probe />));
    expect(container.querySelector("button")).toBeEnabled();
    act(() => root.unmount());
  });
});
