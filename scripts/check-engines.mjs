#!/usr/bin/env node
// The Node versions the project supports (package.json `engines`, README "Quick start") are the
// ones every installed package supports: a package that declares Node 22 only installs on Node 20
// with an EBADENGINE warning and may fail at run time. `npm run lint` (and so CI) runs this over
// package-lock.json: every package npm installs (optional platform packages aside, which npm
// skips where their engines do not fit) must accept the lowest version of each supported major.
import { readFileSync } from "node:fs";
import semver from "semver";

const root = new URL("..", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8"));

/** The lowest supported version of each supported major (README and engines say the same). */
const SUPPORTED = ["20.19.0", "22.13.0"];

const problems = [];
for (const version of SUPPORTED) {
  if (!semver.satisfies(version, manifest.engines.node))
    problems.push(`package.json engines.node "${manifest.engines.node}" does not include Node ${version}`);
}
for (const [where, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  if (!where || !range || entry.optional) continue;
  for (const version of SUPPORTED) {
    if (!semver.satisfies(version, range, { includePrerelease: true }))
      problems.push(
        `${where.replace(/^node_modules\//, "")}@${entry.version} needs Node "${range}", not ${version}`,
      );
  }
}
if (problems.length > 0) {
  console.error(`Packages outside the supported Node versions (${SUPPORTED.join(", ")}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error("Pin the package to a version that supports them (package.json overrides) or replace it.");
  process.exit(1);
}
console.log(`engines: every installed package supports Node ${SUPPORTED.join(" and ")}`);
