import { configure, screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
// Loaded up front so the lazy route resolves at once (transforming it on first use can outlast findBy).
import "./PrivacyPolicyPage";

// A busy machine (parallel suites) can outlast the 1 s and 5 s defaults; failures just take longer to report.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

describe("PrivacyPolicyPage", () => {
  it("is public and has 12 numbered sections, dated July 01, 2025", async () => {
    renderApp({ route: "/privacy-policy" });
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("July 01, 2025")).toHaveAttribute("dateTime", "2025-07-01");

    const sections = screen.getAllByRole("heading", { level: 2 });
    expect(sections).toHaveLength(12);
    sections.forEach((heading, index) => expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    expect(sections[2]).toHaveTextContent("3. Cookies and Local Storage");
    expect(sections[11]).toHaveTextContent("12. Contact Us");

    expect(screen.getAllByText(/South Africa/).length).toBeGreaterThan(0);
    expect(screen.getByText(/local storage under the key user/)).toBeInTheDocument();

    const contents = screen.getByRole("navigation", { name: "Privacy policy contents" });
    expect(within(contents).getAllByRole("link")).toHaveLength(12);
    expect(within(contents).getByRole("link", { name: "Your Rights" })).toHaveAttribute("href", "#your-rights");
  });
});
