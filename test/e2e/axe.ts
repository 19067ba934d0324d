import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/* axe-core run inside a page, against WCAG 2.1 A and AA (the accessibility tests' one check). */
const axeSource: string = createRequire(import.meta.url)("axe-core").source;

export interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, which the pages' strict CSP does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
}

/** A violation as one line: its rule, its help, and the elements it found. */
export const violationLine = (violation: Violation): string => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`;
