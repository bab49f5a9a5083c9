// boot.ts, the page's entry: on a prerendered page a click on a button before the app has hydrated
// it is held, then given to the button once the app marks the page hydrated (hydration.ts).
import { markHydrated } from "./hydration";

// The app's start-up, stood in for: the theme and main.tsx run, and nothing is hydrated until the
// test says so.
jest.mock("./app/theme", () => ({}));
jest.mock("./main", () => ({}));

const frames = (count = 3) =>
  new Array(count).fill(null).reduce((previous: Promise<void>) => previous.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))), Promise.resolve());
const startedUp = async () => {
  // boot.ts starts after a frame and a task, then imports the theme and main.tsx.
  await frames();
  await new Promise((resolve) => setTimeout(resolve, 20));
};

let button: HTMLButtonElement;
const pressed = jest.fn();

beforeEach(() => {
  jest.resetModules();
  pressed.mockReset();
  document.body.innerHTML = '<div id="root"><main><button type="button">Reveal Answer</button><a href="#next">Next</a></main></div>';
  button = document.querySelector("button") as HTMLButtonElement;
  // As React's handler does, at the root: a held click never reaches it.
  document.getElementById("root")?.addEventListener("click", (event) => {
    if ((event.target as Element).closest("button")) pressed();
  });
});

const boot = () =>
  jest.isolateModulesAsync(async () => {
    await import("./boot");
  });

it("holds a click on a button of the prerendered page until the page is hydrated, then gives it once", async () => {
  await boot();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  button.click();
  expect(click.defaultPrevented).toBe(true);
  await startedUp();
  // The app has run, but the page is not hydrated yet: still held.
  expect(pressed).not.toHaveBeenCalled();
  markHydrated();
  await frames();
  expect(pressed).toHaveBeenCalledTimes(1);
  // From now on a click goes straight to the app.
  button.click();
  expect(pressed).toHaveBeenCalledTimes(2);
});

it("leaves a link's click to the browser, and a button the app has replaced unpressed", async () => {
  await boot();
  const follow = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.querySelector("a")?.dispatchEvent(follow);
  expect(follow.defaultPrevented).toBe(false);
  button.click();
  await startedUp();
  button.remove();
  markHydrated();
  await frames();
  expect(pressed).not.toHaveBeenCalled();
});

it("holds nothing on a page the app renders afresh (no prerendered content)", async () => {
  document.getElementById("root")?.replaceChildren();
  await boot();
  const lone = document.createElement("button");
  document.getElementById("root")?.append(lone);
  lone.click();
  expect(pressed).toHaveBeenCalledTimes(1);
  await startedUp();
});
