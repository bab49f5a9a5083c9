import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Lazy pages and mocked queries resolve over several ticks; on a loaded CI machine
// the default 1 s wait for findBy* queries is too tight.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

afterEach(() => {
  window.localStorage.clear();
});
