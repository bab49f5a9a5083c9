// Whether the app has hydrated the prerendered page: an attribute on #root, set by the app once the
// route's page has been hydrated (components/app-shell/HydrationMark.tsx) and read by boot.ts, which
// holds a click on a control until then, and by the browser tests. No imports: boot.ts runs it
// before any of the app's code has been fetched.
const ATTRIBUTE = "data-hydrated";

export const markHydrated = (): void => {
  document.getElementById("root")?.setAttribute(ATTRIBUTE, "");
};

export const isHydrated = (): boolean => document.getElementById("root")?.hasAttribute(ATTRIBUTE) ?? false;
