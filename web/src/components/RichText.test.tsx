import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { system } from "../app/theme";
import { RichText } from "./RichText";

const renderText = (text: string, format: "PLAIN" | "MARKDOWN") =>
  render(
    <ChakraProvider value={system}>
      <RichText text={text} format={format} />
    </ChakraProvider>,
  ).container;

describe("RichText", () => {
  it("shows plain text as written, Markdown marks and all, with its line breaks", () => {
    const container = renderText("Is **this** bold?\n- not a list", "PLAIN");
    expect(container).toHaveTextContent("Is **this** bold? - not a list");
    expect(container.querySelector("strong, ul")).toBeNull();
  });

  it("renders Markdown: emphasis, lists, code and links that open in a new tab", () => {
    const container = renderText("Which is **faster**?\n\n1. `for`\n2. `while`\n\nSee [the docs](https://developer.mozilla.org/).", "MARKDOWN");
    expect(screen.getByText("faster").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["for", "while"]);
    expect(container.querySelectorAll("code")).toHaveLength(2);
    const link = screen.getByRole("link", { name: "the docs (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://developer.mozilla.org/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("never renders raw HTML, script addresses or remote images", () => {
    const container = renderText(
      'Hi <script>alert(1)</script> <img src="x" onerror="alert(2)"> <b onclick="alert(3)">b</b>\n\n[click](javascript:alert(4)) ![tracker](https://evil.example/pixel.png)',
      "MARKDOWN",
    );
    expect(container.querySelector("script, img, b, [onerror], [onclick]")).toBeNull();
    // The HTML is shown as the text it is.
    expect(container).toHaveTextContent('<script>alert(1)</script> <img src="x" onerror="alert(2)">');
    for (const link of container.querySelectorAll("a")) expect(link.getAttribute("href") ?? "").not.toMatch(/^javascript:/i);
    expect(screen.getByText("[Image: tracker]")).toBeInTheDocument();
  });

  it("keeps a heading's words but not its level, so the page's outline stays its own", () => {
    renderText("# Loops\n\nWhich loop?", "MARKDOWN");
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Loops").tagName).toBe("P");
  });
});
