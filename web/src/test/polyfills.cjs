// Browser APIs jsdom lacks but React Router, Chakra UI (Ark/Zag) and Apollo touch.
// Plain CommonJS so it can use Node built-ins without Node types in the web tsconfig.
const util = require("node:util");

if (typeof globalThis.TextEncoder === "undefined") globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === "undefined") globalThis.TextDecoder = util.TextDecoder;

if (typeof globalThis.structuredClone !== "function") {
  globalThis.structuredClone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
}

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!window.ResizeObserver) window.ResizeObserver = ResizeObserverStub;

window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
