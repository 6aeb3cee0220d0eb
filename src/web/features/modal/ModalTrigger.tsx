import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";

// Everything of the modal boxes (the store, the ?modal= reading, the auto-open rule, the container)
// is a chunk of its own, loaded when a box may open: no page's first load pays for it (the initial
// JavaScript budget, issue 13). This part only knows when to load it.
const ModalHost = lazy(() => import("./ModalHost.tsx").then((m) => ({ default: m.ModalHost })));

/** The event `openModal` sends so that the container loads (modalStore.ts's MODAL_EVENT; not imported, to keep the store out of the first load). */
export const MODAL_EVENT = "velvet:modal";

/**
 * Loads the modal container once a box may open: the address asks for one (`?modal=`), the app
 * opens one (MODAL_EVENT), or a new guest's conversion-chat countdown runs (its auto-open rule).
 */
export function ModalTrigger() {
  const [needed, setNeeded] = useState(false);
  const { search } = useLocation();
  const guest = (useRouteLoaderData("root") as { guest: TGuest | null } | undefined)?.guest;
  const wanted = Boolean(guest?.conversionChatCountdownEnd) || search.includes("modal=");
  useEffect(() => {
    const load = () => setNeeded(true);
    if (wanted) load();
    window.addEventListener(MODAL_EVENT, load);
    return () => window.removeEventListener(MODAL_EVENT, load);
  }, [wanted]);
  return needed ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null;
}
