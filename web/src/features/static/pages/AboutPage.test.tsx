import { configure, screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { DEVELOPER } from "../about-content";
// Loaded up front so the lazy route resolves at once (transforming it on first use can outlast findBy).
import "./AboutPage";

// A busy machine (parallel suites) can outlast the 1 s and 5 s defaults; failures just take longer to report.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

describe("AboutPage", () => {
  it("is public and shows the developer's profile, photo, contact details and social links", async () => {
    renderApp({ route: "/about" });
    expect(await screen.findByRole("heading", { level: 1, name: "About the Developer" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: `Portrait of ${DEVELOPER.name}` })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: DEVELOPER.name })).toBeInTheDocument();

    const contact = screen.getByRole("region", { name: "Contact details" });
    expect(within(contact).getByRole("link", { name: DEVELOPER.email })).toHaveAttribute("href", `mailto:${DEVELOPER.email}`);
    expect(within(contact).getByRole("link", { name: DEVELOPER.phone })).toHaveAttribute("href", expect.stringMatching(/^tel:/));

    const social = screen.getByRole("region", { name: "Find me online" });
    const github = within(social).getByRole("link", { name: "GitHub (opens in a new tab)" });
    expect(github).toHaveAttribute("target", "_blank");
    expect(github).toHaveAttribute("rel", "noopener noreferrer");
  });
});
