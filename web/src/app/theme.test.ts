import { system, UNUSED_PALETTES } from "./theme";

// Jest runs this file as CommonJS in Node; the web app's types know no Node modules.
declare const require: (id: string) => unknown;
declare const __dirname: string;
type Entry = { name: string; isDirectory: () => boolean };
const { readdirSync, readFileSync } = require("node:fs") as {
  readdirSync: (dir: string, options: { withFileTypes: true }) => Entry[];
  readFileSync: (file: string, encoding: "utf8") => string;
};
const path = require("node:path") as {
  join: (...parts: string[]) => string;
  resolve: (...parts: string[]) => string;
  relative: (from: string, to: string) => string;
};

// The theme leaves out the colour palettes the app does not use (start-up cost): a screen
// that names one would render it uncoloured, so none may.
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("theme palettes", () => {
  it.each(UNUSED_PALETTES)("has no %s tokens, and no screen names that palette", (palette) => {
    expect(system.token(`colors.${palette}.500`, "none")).toBe("none");
    const root = path.resolve(__dirname, "..");
    const naming = sources(root).filter(
      (file) =>
        file !== path.join(__dirname, "theme.ts") &&
        new RegExp(`["'\`]${palette}(\\.[a-z0-9]+)?["'\`]`).test(readFileSync(file, "utf8")),
    );
    expect(naming.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("keeps the palettes the screens use", () => {
    for (const palette of ["gray", "red", "orange", "green", "teal", "blue", "purple"]) {
      expect(system.token(`colors.${palette}.500`, "none")).not.toBe("none");
    }
  });
});
