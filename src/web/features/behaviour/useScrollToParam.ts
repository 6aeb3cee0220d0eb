import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the element whose id the `scrollTo` query parameter names (spec core §2). */
export function useScrollToParam(): void {
  const location = useLocation();
  useEffect(() => {
    const id = new URLSearchParams(location.search).get("scrollTo");
    if (!id) return;
    const element = document.getElementById(id);
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [location.search]);
}
