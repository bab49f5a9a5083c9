import { InMemoryCache } from "@apollo/client";
import { CourseViewerDocument } from "./__generated__/graphql";
import { createCache } from "./cache";
import { type PageData, pageDataElement, readPageData, writePageData } from "./page-data";

const INJECTION = "</script><script>alert(1)</script><!-- <SCRIPT>x</SCRIPT> & \u2028\u2029 ${'$&'}";
const page: PageData = {
  operationName: "CourseViewer",
  variables: { id: "c1" },
  data: {
    course: {
      __typename: "Course",
      id: "c1",
      title: INJECTION,
      description: "<b>not bold</b>",
      level: "FIRST_YEAR",
      questions: { __typename: "CourseQuestionConnection", nodes: [], pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null }, totalCount: 0 },
    },
  },
};

// The page as the browser parses it: the element in a body, whatever its text says.
const parsed = (html: string) =>
  new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}<p id="after">after</p></body></html>`,
    "text/html",
  );

describe("a page's data in its HTML", () => {
  it("stays one inert JSON text whatever the data holds: no element ends it or starts in it", () => {
    const element = pageDataElement(page);
    expect(element.match(/<\/script/gi)).toHaveLength(1);
    const document = parsed(element);
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(document.querySelector("script")?.type).toBe("application/json");
    expect(document.getElementById("after")?.textContent).toBe("after");
    expect(readPageData(document)).toEqual(page);
  });

  it("escapes every <, > and & (the characters that could end or change the element's text)", () => {
    const text = pageDataElement(page)
      .replace(/^<script[^>]*>/, "")
      .replace(/<\/script>$/, "");
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(page);
  });

  it.each([
    ["no element", "<p>nothing</p>"],
    ["text that is not JSON", '<script type="application/json" id="page-data">{oops</script>'],
    ["JSON of another shape", '<script type="application/json" id="page-data">{"operationName":1}</script>'],
    ["null", '<script type="application/json" id="page-data">null</script>'],
  ])("reads nothing from a page with %s", (_label, html) => {
    expect(readPageData(parsed(html))).toBeNull();
  });

  it("writes the answer into the cache, where the page's query finds it whole", () => {
    const cache = createCache();
    writePageData(cache, page);
    expect(cache.readQuery({ query: CourseViewerDocument, variables: { id: "c1" } })?.course?.title).toBe(INJECTION);
  });

  it("writes nothing for a query a page may not carry", () => {
    const cache = new InMemoryCache();
    writePageData(cache, { ...page, operationName: "toString" });
    expect(cache.extract()).toEqual({});
  });
});
