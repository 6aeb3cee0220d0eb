import { lazyView } from "../../ui/lazyView.tsx";

/**
 * The phone section of the account home as a chunk of its own: it loads after the page (its texts
 * in four languages stay out of the page's first JavaScript).
 */
export const PhoneSection = lazyView("PhoneSection", () =>
  import("./PhoneSection.tsx").then((m) => m.PhoneSection),
);
