/** The id of the page's main content (root.tsx's `<main>`, tabIndex -1): the skip link's target. */
export const MAIN_CONTENT_ID = "main";

/**
 * The attribute (with tabIndex -1) that marks where a page's own content starts when its main
 * content opens with navigation of its own: an actor's sub-pages (a video, an album) begin with her
 * header and profile tabs, which the skip link passes over as it passes over the navbar.
 */
export const SKIP_TARGET_ATTRIBUTE = "data-skip-target";

/**
 * Moves the focus to the page's main content, where a keyboard or screen-reader guest goes on
 * from: the `<main>` element (after the cookie banner closed), or with `pageContent` where the
 * page's own content starts (the skip link). Scrolls only when asked; answers whether it moved.
 */
export function focusMainContent(options: { scroll: boolean; pageContent?: boolean }): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  // The last mark is the innermost start: a page inside a layout with a mark of its own (a video
  // page's breadcrumb trail and back link come before its content) passes over that too.
  const marks = options.pageContent ? main.querySelectorAll<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`) : null;
  const target = marks?.[marks.length - 1] ?? main;
  target.focus({ preventScroll: !options.scroll });
  return document.activeElement === target;
}
