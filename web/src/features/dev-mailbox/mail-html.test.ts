import { withLinksInNewTab } from "./mail-html";

describe("withLinksInNewTab", () => {
  it("puts the base first in the head of a whole document", () => {
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hi</title></head><body><a href="https://x.dev">x</a></body></html>';
    expect(withLinksInNewTab(html)).toBe(
      '<!doctype html><html lang="en"><head><base target="_blank"><meta charset="utf-8"><title>Hi</title></head><body><a href="https://x.dev">x</a></body></html>',
    );
  });

  it("keeps the head's attributes and does not take <header> for <head>", () => {
    expect(withLinksInNewTab('<html><head lang="en"></head><body><header>x</header></body></html>')).toBe(
      '<html><head lang="en"><base target="_blank"></head><body><header>x</header></body></html>',
    );
    expect(withLinksInNewTab("<html><body><header>x</header></body></html>")).toBe(
      '<html><head><base target="_blank"></head><body><header>x</header></body></html>',
    );
  });

  it("starts a fragment with it", () => {
    expect(withLinksInNewTab('<p><a href="/x">x</a></p>')).toBe('<base target="_blank"><p><a href="/x">x</a></p>');
  });
});
