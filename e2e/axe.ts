import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// Evaluated through the DevTools protocol, which the page's CSP does not govern (a script tag would be blocked).
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One axe rule a page breaks, with its first nodes. */
export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Runs axe (its default rules) on the page as it is now and answers its serious and critical findings. */
export async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Finding[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, html: n.html.slice(0, 160) })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Findings as report lines: where, which rule, and the first nodes. */
export const formatFindings = (where: string, findings: Finding[]): string[] =>
  findings.map(
    (f) =>
      `${where}: ${f.impact} ${f.id} (${f.help})\n${f.nodes.map((n) => `    ${n.target.join(" ")}  ${n.html}`).join("\n")}`,
  );
