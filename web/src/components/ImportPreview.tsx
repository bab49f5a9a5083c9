import { Box, Heading, HStack, List, Spinner, Stack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import type { SkippedImportFieldsFragment } from "../graphql/__generated__/graphql";
import { getErrorMessage } from "../graphql/errors";
import { plural } from "../lib/format";
import { ErrorAlert } from "./ErrorAlert";
import type { FilePreview } from "./useFilePreview";

type HeadingLevel = "h2" | "h3" | "h4";
// The "Skipped" part sits inside the "Preview" section: its heading one level below.
const BELOW: Record<"h2" | "h3", HeadingLevel> = { h2: "h3", h3: "h4" };

// The import button's text: how many questions a click adds, once the preview knows.
export const importLabel = (count: number): string => (count > 0 ? `Import ${plural(count, "question")}` : "Import questions");

// Where a skipped item is in its file: its line (text formats) or its place and name (XML).
export const skippedPlace = ({ line, position, name }: SkippedImportFieldsFragment): string => {
  if (typeof line === "number") return `Line ${line}`;
  const named = name ? ` (${name})` : "";
  if (typeof position === "number") return `Question ${position}${named}`;
  return name ?? "Unnamed item";
};

type PreviewSectionProps = { title: string; as: HeadingLevel; children: ReactNode };

// A titled part of a preview (the whole, the skipped ones), named by its heading.
const PreviewSection = ({ title, as, children }: PreviewSectionProps) => {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as={as} size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
};

// The file's items that will not be imported, each with where it is and why.
const SkippedImports = ({ skipped, as }: { skipped: readonly SkippedImportFieldsFragment[]; as: HeadingLevel }) => (
  <PreviewSection title="Skipped" as={as}>
    <List.Root as="ul" gap="2" ps="0" listStyleType="none">
      {skipped.map((item, index) => (
        <List.Item key={index} borderWidth="1px" borderRadius="md" p="3" display="block">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {skippedPlace(item)}
          </Text>
          <Text color="fg.muted" overflowWrap="anywhere">
            {item.reason}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  </PreviewSection>
);

type ImportPreviewPanelProps<T extends { skipped: readonly SkippedImportFieldsFragment[] }> = {
  preview: FilePreview<T>;
  // How many of the file's items would be imported.
  count: number;
  // The list of those items.
  renderItems: (result: T) => ReactNode;
  // The heading of the "Preview" section.
  as: "h2" | "h3";
};

/**
 * The "Preview" section: what the server read in a file. "Reading file…", then the counts (both in
 * one polite live region, there before either), the items and the skipped ones; or the server's
 * reason it cannot.
 */
export const ImportPreviewPanel = <T extends { skipped: readonly SkippedImportFieldsFragment[] }>({
  preview: { result, error, loading },
  count,
  renderItems,
  as,
}: ImportPreviewPanelProps<T>) => (
  <PreviewSection title="Preview" as={as}>
    <Stack gap="5">
      <Box aria-live="polite">
        {loading && (
          <HStack gap="2">
            <Spinner size="sm" color="teal.solid" aria-hidden="true" />
            <Text>Reading file…</Text>
          </HStack>
        )}
        {result && (
          <Text fontWeight="semibold">
            {plural(count, "question")} ready to import, {result.skipped.length} skipped
          </Text>
        )}
      </Box>
      {Boolean(error) && <ErrorAlert title="The file cannot be imported" detail={getErrorMessage(error, "Failed to read the file")} />}
      {result && renderItems(result)}
      {result && result.skipped.length > 0 && <SkippedImports skipped={result.skipped} as={BELOW[as]} />}
    </Stack>
  </PreviewSection>
);
