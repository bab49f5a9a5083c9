import { dashboardLinkForRole, type DashboardLink } from "../../auth/session-paths";
import type { SessionRole, SessionUser } from "../../auth/session-user";
import { capitalise } from "../../lib/format";

export type NavLinkItem = { key: "about" | "contact"; label: string; to: string };

const INFO_LINKS: readonly NavLinkItem[] = [
  { key: "about", label: "About", to: "/about" },
  { key: "contact", label: "Contact", to: "/contact" },
];

// SPEC.md section 6 role table. It also names "books", which is not a top-bar link,
// so only the about/contact entries have an effect.
const HIDDEN_TOP_BAR_LINKS: Record<SessionRole, readonly string[]> = {
  admin: ["books", "about", "contact"],
  user: ["about"],
  tutor: ["about", "books"],
};

export const infoLinksFor = (user: SessionUser | null): NavLinkItem[] =>
  user ? INFO_LINKS.filter((link) => !HIDDEN_TOP_BAR_LINKS[user.role].includes(link.key)) : [...INFO_LINKS];

// "jane" + "doe" -> "Jane D."
export const shortDisplayName = (user: Pick<SessionUser, "name" | "surname">): string => {
  const first = capitalise(user.name.trim());
  const initial = user.surname.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
};

// "jane" + "doe" -> "Jane Doe"
export const fullDisplayName = (user: Pick<SessionUser, "name" | "surname">): string =>
  [user.name, user.surname].map((part) => capitalise(part.trim())).filter(Boolean).join(" ");

export type TopBarLinks = {
  dashboard: DashboardLink | null;
  info: NavLinkItem[];
};

export const topBarLinksFor = (user: SessionUser | null): TopBarLinks => ({
  dashboard: user ? dashboardLinkForRole(user.role) : null,
  info: infoLinksFor(user),
});
