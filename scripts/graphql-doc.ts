import { writeFileSync } from "node:fs";
import { renderGraphqlDoc } from "../src/server/content/graphqlDoc.ts";

writeFileSync(new URL("../docs/GRAPHQL.md", import.meta.url), renderGraphqlDoc());
console.log("docs/GRAPHQL.md written");
