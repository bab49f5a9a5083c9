import { act, lazy, Suspense, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { isHydrated } from "../../hydration";
import { HydrationMark } from "./HydrationMark";

// As in AppShell: the route's page, a lazy chunk, inside a Suspense boundary with the mark.
let shellCommitted = false;
const Shell = ({ page }: { page: ReactNode }) => {
  useEffect(() => {
    shellCommitted = true;
  }, []);
  return (
    <div>
      <button type="button">Open menu</button>
      <main>
        <Suspense fallback={<p>Loading</p>}>
          {page}
          <HydrationMark />
        </Suspense>
      </main>
    </div>
  );
};
const Page = () => <button type="button">Reveal Answer</button>;

describe("HydrationMark", () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    shellCommitted = false;
    container = document.createElement("div");
    container.id = "root";
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it("marks the page hydrated once the page's boundary is, not when the rest of the app is", async () => {
    container.innerHTML = renderToString(<Shell page={<Page />} />);
    const prerendered = container.querySelector("main button");
    let arrive!: () => void;
    const LazyPage = lazy(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page }))));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Shell page={<LazyPage />} />);
    });
    // The shell is hydrated; the page waits for its code.
    expect(shellCommitted).toBe(true);
    expect(isHydrated()).toBe(false);
    await act(async () => arrive());
    expect(isHydrated()).toBe(true);
    expect(container.querySelector("main button")).toBe(prerendered); // hydrated, not rendered again
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
