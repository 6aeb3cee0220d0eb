import { LANGUAGES } from "../languages.ts";
import { fullPattern } from "./builders.ts";
import { EVENT_REDIRECTS } from "./events.ts";
import { ROUTE_NAMES, ROUTES } from "./table.ts";

/** Renders docs/ROUTES.md from the route table (a test keeps the committed file in sync). */
export function renderRoutesDoc(): string {
  const lines = [
    "# Route map",
    "",
    "Generated from `src/common/routes/table.ts` by `npm run docs:routes`; a unit test fails when this file is stale.",
    "",
    "- German home is `/`; every other German page lives under `/de/`. `/de/` redirects to `/`.",
    "- nl uses the English slugs under `/nl/`. Builders given an unknown language fall back to en.",
    "- Paths are canonical with a trailing slash, except the tag-group route (as in the spec); the other",
    "  form answers 301 to the canonical one. Actor names are lower-cased; a differently cased name redirects.",
    '- Status `built`: the page exists. `soon`: a localized "coming soon" page (200) that names the feature.',
    "  Any other path answers the localized 404 page with status 404.",
    '- `actorVideo` and `actorPictures` are our additions for the spec\'s "video details" and album-list tabs.',
    "",
    "| Route | en | de | es | nl | Status |",
    "|---|---|---|---|---|---|",
  ];
  for (const name of ROUTE_NAMES) {
    const cells = LANGUAGES.map((language) => fullPattern(name, language));
    const [de, en, es, nl] = cells;
    lines.push(`| ${name} | \`${en}\` | \`${de}\` | \`${es}\` | \`${nl}\` | ${ROUTES[name].status} |`);
  }
  lines.push(
    "",
    "## Special events that redirect",
    "",
    "Special events of the spec that answer 301 to another page in the same language (docs/decisions.md).",
    "",
    "| Path (every language) | Redirects to |",
    "|---|---|",
    ...EVENT_REDIRECTS.map(({ slug, to }) => `| \`/{language}/${slug}\` | ${to} |`),
    "",
  );
  return lines.join("\n");
}
