import { lazy, Suspense, useEffect, useState } from "react";

// The egg and its texts are a chunk of their own, loaded only for a logged-in guest after
// hydration: a visitor's page and every first paint carry nothing of it (e2e/jsBudget).
const HiddenEgg = lazy(() => import("./HiddenEgg.tsx").then((m) => ({ default: m.HiddenEgg })));

/**
 * The place of the hidden easter egg in the layout (the root renders it for a logged-in guest): in
 * the browser, the egg of the current page, if one hides there today, is asked for and shown.
 */
export function EasterEggSpot({ guestId }: { guestId: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <HiddenEgg guestId={guestId} />
    </Suspense>
  ) : null;
}
