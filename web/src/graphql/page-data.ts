import type { ApolloCache } from "@apollo/client";
import type { DocumentNode } from "graphql";
import { CourseViewerDocument } from "./__generated__/graphql";

// A page the server renders per request with its data (issue 23: the course page paints its course
// before any script runs) carries that data as the GraphQL answer the page's query gets, in a
// non-executable <script type="application/json"> (the CSP allows no inline script). The app's client
// writes it into Apollo's cache before its first render, so the hydrating page renders what the server
// did, without asking again.

const PAGE_DATA_ID = "page-data";

/** One query's answer: the query by its operation name (only those below), its variables, its data. */
export type PageData = { operationName: string; variables: Record<string, unknown>; data: Record<string, unknown> };

// The queries whose answers a page may carry (the server runs them: see pageQuery).
const PAGE_QUERIES: Record<string, DocumentNode> = { CourseViewer: CourseViewerDocument };

/** The query's document, or undefined for one a page may not carry. */
export const pageQuery = (operationName: string): DocumentNode | undefined =>
  Object.hasOwn(PAGE_QUERIES, operationName) ? PAGE_QUERIES[operationName] : undefined;

/** Writes a page's data into the cache, as if its query had just been answered. */
export function writePageData(cache: ApolloCache, page: PageData): void {
  const query = pageQuery(page.operationName);
  if (query) cache.writeQuery({ query, variables: page.variables, data: page.data });
}

/** The data the page arrived with, or null (none, or not ours). */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Partial<PageData> | null;
    const isObject = (value: unknown) => typeof value === "object" && value !== null;
    if (!page || typeof page.operationName !== "string" || !isObject(page.variables) || !isObject(page.data))
      return null;
    return page as PageData;
  } catch {
    return null;
  }
}

// In a <script> element's text, "</script" (any case) or "<!--" would end it or change how it is read,
// whatever it says: "<" is escaped as JSON allows (\u003c), as are ">" and "&" for good measure, and
// the two line terminators older JavaScript parsers refuse.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeJsonText = (json: string) =>
  json.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The element that carries a page's data: text that no content can end early or turn into markup. */
export const pageDataElement = (page: PageData): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${escapeJsonText(JSON.stringify(page))}</script>`;
