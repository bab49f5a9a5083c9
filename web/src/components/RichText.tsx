import { Box, Link, Text, VisuallyHidden } from "@chakra-ui/react";
import Markdown, { type MarkdownToJSX } from "markdown-to-jsx/react";
import type { ReactNode } from "react";
import type { TextFormat } from "../graphql/__generated__/graphql";

// A heading written in a question keeps its emphasis but not its level: the page's own headings
// give its outline, and a "# Title" inside question 3 must not become the page's second h1.
const Emphasised = ({ children }: { children?: ReactNode }) => (
  <Text as="p" fontWeight="semibold">
    {children}
  </Text>
);

// Links open in a new tab (the learner keeps the quiz) and say so; the library's sanitizer has
// already dropped javascript: and data: addresses.
const NewTabLink = ({ href, children }: { href?: string; children?: ReactNode }) =>
  href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer nofollow" color="teal.fg" textDecoration="underline" overflowWrap="anywhere">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  ) : (
    <>{children}</>
  );

// Images are named, not loaded: a question's text must not make every learner's browser fetch an
// address its author chose (tracking), and imported Moodle images point at files we do not have.
const NamedImage = ({ alt }: { alt?: string }) => (
  <Text as="span" color="fg.muted" fontStyle="italic">
    [Image{alt ? `: ${alt}` : ""}]
  </Text>
);

const OPTIONS: MarkdownToJSX.Options = {
  // Raw HTML stays text: "<script>" or "<img onerror>" written in a question is shown, never run.
  disableParsingRawHTML: true,
  // The Box below wraps the blocks, so that its spacing rules see them as its children.
  wrapper: null,
  overrides: {
    h1: Emphasised,
    h2: Emphasised,
    h3: Emphasised,
    h4: Emphasised,
    h5: Emphasised,
    h6: Emphasised,
    a: NewTabLink,
    img: NamedImage,
  },
};

// Block spacing and code inside rendered Markdown.
const MARKDOWN_CSS = {
  "& > * + *": { marginTop: "2" },
  "& ul, & ol": { paddingInlineStart: "5" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& code": { fontFamily: "mono", fontSize: "0.9em", bg: "bg.muted", px: "1", borderRadius: "sm" },
  "& pre": { bg: "bg.muted", p: "3", borderRadius: "md", overflowX: "auto" },
  "& pre code": { px: "0" },
  "& blockquote": { borderInlineStartWidth: "3px", borderColor: "border", paddingInlineStart: "3", color: "fg.muted" },
  "& table": { borderCollapse: "collapse" },
  "& th, & td": { borderWidth: "1px", borderColor: "border", px: "2", py: "1" },
} as const;

/**
 * A question's or feedback's text as its author wrote it: plain text with its line breaks kept, or
 * Markdown rendered to elements (never to an HTML string, and raw HTML is shown as text).
 */
export const RichText = ({ text, format, id }: { text: string; format: TextFormat; id?: string }) =>
  format === "MARKDOWN" ? (
    <Box id={id} overflowWrap="anywhere" css={MARKDOWN_CSS}>
      <Markdown options={OPTIONS}>{text}</Markdown>
    </Box>
  ) : (
    <Text id={id} as="span" display="block" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {text}
    </Text>
  );
