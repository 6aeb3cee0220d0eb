import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { matchPath } from "../../../common/routes/index.ts";

// The egg and its texts are a chunk of their own, loaded only for a logged-in guest after
// hydration: a visitor's page and every first paint carry nothing of it (e2e/jsBudget).
const HiddenEgg = lazy(() => import("./HiddenEgg.tsx").then((m) => ({ default: m.HiddenEgg })));

/**
 * The place of the hidden easter egg in the layout: for a logged-in guest, in the browser, the
 * egg of the current page (if one hides there today) is asked for and shown (HiddenEgg).
 */
export function EasterEggSpot() {
  const root = useRouteLoaderData("root") as { guest: { id: number } | null } | undefined;
  const guestId = root?.guest?.id ?? null;
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || guestId === null) return null;
  const page = matchPath(pathname)?.name ?? null;
  if (!page) return null;
  return (
    <Suspense fallback={null}>
      <HiddenEgg guestId={guestId} page={page} />
    </Suspense>
  );
}
