import type { WebLoadContext } from "../../common/contracts/webContext.ts";

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}

export type { WebLoadContext };
