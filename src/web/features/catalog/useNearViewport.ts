import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element came within `margin` of the viewport (and from then on): content below the
 * first screen is read when the guest scrolls towards it, early enough to be there on arrival.
 * Browsers without IntersectionObserver read it at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "800px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
