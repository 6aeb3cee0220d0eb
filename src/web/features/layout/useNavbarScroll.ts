import { useEffect } from "react";
import { SCROLL } from "../../../common/constants.ts";
import { hideNavbar, showNavbar } from "./navbarStore.ts";

/** Decides from two scroll positions whether the navbar hides (true), shows (false) or stays (null). */
export function navbarScrollDecision(previousY: number, currentY: number): boolean | null {
  if (currentY <= SCROLL.navbarHideAfterPx) return false;
  if (Math.abs(currentY - previousY) < SCROLL.minMovePx) return null;
  return currentY > previousY;
}

/**
 * Hides the navbar when the page scrolls down past 50 px and shows it on scrolling up
 * (200 ms debounce, 10 px minimum move; spec core §9).
 */
export function useNavbarScroll(): void {
  useEffect(() => {
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const y = window.scrollY;
      const decision = navbarScrollDecision(lastY, y);
      if (decision === true) hideNavbar("scroll");
      if (decision === false) showNavbar("scroll");
      if (decision !== null) lastY = y;
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL.debounceMs);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      showNavbar("scroll");
    };
  }, []);
}
