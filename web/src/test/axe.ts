import axe from "axe-core";

type Violation = { id: string; help: string; targets: string[] };

/**
 * axe-core's WCAG checks on a rendered element in jsdom: the violations found (empty when clean).
 * Colour contrast needs real layout, which jsdom has not: the browser journeys (web/e2e) check it.
 */
export const axeViolations = async (element: Element): Promise<Violation[]> => {
  const result = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
};
