import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import { system } from "../app/theme";
import { importLabel, ImportPreviewPanel, skippedPlace } from "./ImportPreview";

const skipped = [{ __typename: "SkippedImport" as const, line: 4, position: null, name: null, reason: "The answer is empty" }];

const renderPanel = (as: "h2" | "h3") =>
  render(
    <ChakraProvider value={system}>
      <ImportPreviewPanel
        as={as}
        preview={{ result: { items: ["a", "b"], skipped }, error: null, loading: false }}
        count={2}
        renderItems={(result) => <p>{result.items.join(", ")}</p>}
      />
    </ChakraProvider>,
  );

describe("ImportPreviewPanel", () => {
  it.each([
    ["h2", 2, 3],
    ["h3", 3, 4],
  ] as const)("heads the preview with %s and its Skipped part one level below", (as, previewLevel, skippedLevel) => {
    renderPanel(as);
    const preview = within(screen.getByRole("region", { name: "Preview" }));
    expect(preview.getByRole("heading", { name: "Preview", level: previewLevel })).toBeInTheDocument();
    expect(preview.getByText("2 questions ready to import, 1 skipped")).toBeInTheDocument();
    const part = within(preview.getByRole("region", { name: "Skipped" }));
    expect(part.getByRole("heading", { name: "Skipped", level: skippedLevel })).toBeInTheDocument();
    expect(part.getByText(skippedPlace(skipped[0]))).toBeInTheDocument();
  });

  it("labels the import button with the count once the preview knows it", () => {
    expect(importLabel(0)).toBe("Import questions");
    expect(importLabel(1)).toBe("Import 1 question");
    expect(importLabel(3)).toBe("Import 3 questions");
  });
});
