import { useEffect } from "react";
import { TAB_TITLE_STEP_MS } from "../../../common/constants.ts";
import type { Language } from "../../../common/languages.ts";
import { track } from "./track.ts";

/** The next frame of the hidden-tab title: the prefix scrolls one character per step in front of the title. */
export function scrollingTitle(prefix: string, title: string, step: number): string {
  const offset = step % prefix.length;
  return `${prefix.slice(offset)}${prefix.slice(0, offset)}${title}`;
}

/**
 * While the tab is hidden the title animates a scrolling prefix (100 ms step) if one is configured;
 * the first hide sends the tracking event 'leave' and the first return 'comeback' (spec core §2).
 */
export function useTabPresence(language: Language, titlePrefix: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let originalTitle = document.title;
    let left = false;
    let cameBack = false;
    // Puts the title back only when the animation ran: a re-run of this effect (another language)
    // must not undo the title the new page has set since.
    const stop = () => {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      document.title = originalTitle;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        if (!left) {
          left = true;
          track({ eventContext: "tab", eventAction: "leave" }, language, { beacon: true });
        }
        if (!titlePrefix) return;
        originalTitle = document.title;
        let step = 0;
        timer = setInterval(() => {
          document.title = scrollingTitle(titlePrefix, originalTitle, step++);
        }, TAB_TITLE_STEP_MS);
      } else {
        stop();
        if (left && !cameBack) {
          cameBack = true;
          track({ eventContext: "tab", eventAction: "comeback" }, language);
        }
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      stop();
    };
  }, [language, titlePrefix, enabled]);
}
