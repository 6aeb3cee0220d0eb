#!/usr/bin/env node
// Writes src/web/ui/fonts/inter-{400,600}.woff2: @fontsource/inter's Latin files cut to the
// characters of our four languages (Basic Latin, Latin-1, the punctuation, arrows and signs our texts
// use) and the OpenType features the pages use (kerning, ligatures, tabular figures, marks), without
// hinting. About 16 KB each instead of 24 KB: both are fetched before the first screen's largest
// picture is painted (issue 13, bench/lighthouse.md). The files are committed; run this only to
// change them. Needs fontTools with brotli (Debian: `apt-get install python3-fonttools python3-brotli`).
// Characters outside the range are drawn in the fallback font, as with the Latin file before.
import { spawnSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "node_modules/@fontsource/inter");
const target = path.join(root, "src/web/ui/fonts");
/** Also the `unicode-range` of src/web/ui/fonts.css. */
export const UNICODES =
  "U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212";
const FEATURES = "kern,liga,calt,tnum,ccmp,locl,mark,mkmk";

for (const weight of [400, 600]) {
  const output = path.join(target, `inter-${weight}.woff2`);
  const result = spawnSync(
    "/usr/bin/python3",
    [
      "-m",
      "fontTools.subset",
      path.join(source, `files/inter-latin-${weight}-normal.woff2`),
      `--unicodes=${UNICODES}`,
      `--layout-features=${FEATURES}`,
      "--no-hinting",
      "--flavor=woff2",
      `--output-file=${output}`,
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`wrote ${path.relative(root, output)}`);
}
// The SIL Open Font License travels with the font files.
copyFileSync(path.join(source, "LICENSE"), path.join(target, "LICENSE"));
