import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/* axe-core run inside a page, against WCAG 2.1 A and AA (the accessibility tests' one check). */
const axeSource: string = createRequire(import.meta.url)("axe-core").source;

export interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/*
 * A page turned dark in place differs from its light self only in colours: the rules that read colours
 * are all a dark check needs to run again.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The page's WCAG 2.1 A/AA violations; `coloursOnly` runs just the rules a colour scheme can change. */
export async function axeViolations(page: Page, { coloursOnly = false }: { coloursOnly?: boolean } = {}): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, which the pages' strict CSP does not govern; once per document.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const runOnly = coloursOnly ? { type: "rule", values: COLOUR_RULES } : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] };
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: only });
    return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, runOnly);
}

/** A violation as one line: its rule, its help, and the elements it found. */
export const violationLine = (violation: Violation): string => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`;

/**
 * A light page's violations, then the same page's once the OS turns dark (the pages follow the scheme
 * live, so no second load): one line each, starting with its scheme.
 */
export async function lightAndDarkViolations(page: Page): Promise<string[]> {
  const lines: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // The scheme's change event runs before the next frame's callbacks; colour transitions must end before contrast is read.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const violations = await axeViolations(page, { coloursOnly: colorScheme === "dark" });
    lines.push(...violations.map((violation) => `${colorScheme}: ${violationLine(violation)}`));
  }
  return lines;
}
