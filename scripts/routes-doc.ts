import { writeFileSync } from "node:fs";
import { renderRoutesDoc } from "../src/common/routes/routesDoc.ts";

writeFileSync(new URL("../docs/ROUTES.md", import.meta.url), renderRoutesDoc());
console.log("docs/ROUTES.md written");
