import { lazy } from "react";

/**
 * The chat screen as a chunk of its own (a paid chat's start dialog, then the chat), for the other
 * features that open it with a click: a show's ticket and the conversion chat.
 */
export const LiveChatStarter = lazy(() =>
  import("./LiveChatStarter.tsx").then((module) => ({ default: module.LiveChatStarter })),
);
