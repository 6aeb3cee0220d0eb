import { lazy } from "react";

/** The voice call screen as a chunk of its own: the profile's call button opens it. */
export const VoiceCallDialog = lazy(() =>
  import("./VoiceCallDialog.tsx").then((module) => ({ default: module.VoiceCallDialog })),
);
