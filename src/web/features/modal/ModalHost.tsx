import { useQueryClient } from "@tanstack/react-query";
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { useI18n } from "../../i18n/index.ts";
import { useDialogFocus } from "../../ui/Dialog.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { ActorGiftCalendarModalLazy } from "../advent/index.ts";
import { FiveDaysModalLazy } from "../dailydeals/index.ts";
import { FeedSignupModalLazy } from "../feed/index.ts";
import { type OverlayFlow, openOverlay } from "../overlay/index.ts";
import { Vip30ModalLazy } from "../vipclub/index.ts";
import { autoOpenConversionChat } from "./autoOpen.ts";
import { conversionChatEligible } from "./eligibility.ts";
import {
  closeModal,
  MODAL_PARAM,
  type ModalContentProps,
  type ModalOptions,
  modalOfSearch,
  type OpenModalBox,
  openModal,
  useModalBox,
} from "./modalStore.ts";
import { MODAL_TEXTS } from "./texts.ts";
import "./modal.css";

type Content = LazyExoticComponent<ComponentType<ModalContentProps>>;

/** The modal boxes with content of their own, each a chunk loaded when it opens. */
const CONTENT: Record<string, Content> = {
  "conversion-chat": lazy(() =>
    import("./ConversionChatModal.tsx").then((m) => ({ default: m.ConversionChatModal })),
  ),
  "fifteen-minutes-preview": lazy(() =>
    import("./FreeMinutesModal.tsx").then((m) => ({ default: m.FreeMinutesModal })),
  ),
  "vxcoin-info": lazy(() => import("./CoinModals.tsx").then((m) => ({ default: m.VxCoinInfoModal }))),
  "not-enough-money": lazy(() =>
    import("./CoinModals.tsx").then((m) => ({ default: m.NotEnoughMoneyModal })),
  ),
  vip30: Vip30ModalLazy,
  "feed-signup": FeedSignupModalLazy,
  "five-days-bonus": FiveDaysModalLazy,
  "actor-gift-calendar": ActorGiftCalendarModalLazy,
};

/**
 * Modal ids the overlay's flows answer (spec: avs, {product}-login and the Spanish variant's
 * es-avs): they open that flow, never a second copy of it.
 */
export const OVERLAY_MODALS: Record<string, OverlayFlow> = {
  avs: "avs",
  "es-avs": "avs",
  "velvet-login": "login",
};

/** Whether the box may open for this guest now (the conversion chat only for an eligible guest). */
function allowed(id: string, guest: TGuest | null | undefined): boolean {
  return id in CONTENT && (id !== "conversion-chat" || conversionChatEligible(guest, Date.now()));
}

/**
 * The modal container (spec content §2 "Modal boxes"): the one box open, or an overlay flow for
 * the ids the overlay answers; an unknown id, or a box the guest may not see, closes again unseen.
 */
export function ModalHost() {
  const open = useModalBox();
  // A navigation to the same ?modal= address (the router's location never saw it removed) is a new key.
  const { pathname, search, key } = useLocation();
  const client = useQueryClient();
  const guest = (useRouteLoaderData("root") as { guest: TGuest | null } | undefined)?.guest;

  // ?modal=id opens that box and leaves the address (also on a navigation inside the app).
  const asked = new URLSearchParams(search).has(MODAL_PARAM) ? key : null;
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!asked || !url.searchParams.has(MODAL_PARAM)) return;
    const id = modalOfSearch(url.search);
    url.searchParams.delete(MODAL_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (id) openModal(id);
  }, [asked]);

  useEffect(() => {
    if (guest?.conversionChatCountdownEnd) void autoOpenConversionChat(guest, pathname, client);
  }, [guest, pathname, client]);

  if (!open) return null;
  return <Gate key={open.id} open={open} guest={guest} />;
}

function Gate({ open, guest }: { open: OpenModalBox; guest: TGuest | null | undefined }) {
  const { id } = open;
  // Decided once per opening: a box that was allowed stays (a chat started from it runs on).
  const [shown] = useState(() => allowed(id, guest));
  const flow = OVERLAY_MODALS[id];
  const loggedIn = Boolean(guest);
  useEffect(() => {
    if (shown) return;
    closeModal(id);
    // A logged-in guest has nothing to log in to.
    if (flow && !(flow === "login" && loggedIn)) openOverlay(flow);
  }, [shown, id, flow, loggedIn]);
  const Content = CONTENT[id];
  return shown && Content ? <ModalBox id={id} options={open.options} Content={Content} /> : null;
}

function ModalBox({ id, options, Content }: { id: string; options: ModalOptions; Content: Content }) {
  const { language } = useI18n();
  const m = MODAL_TEXTS[language];
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => closeModal(id), [id]);
  const titleId = `${id}-title`;
  // Focus moves to the box (its title is read first), stays inside, returns on close; Escape
  // closes. Below the cookie banner, the banner stays usable.
  useDialogFocus(box, {
    open: true,
    onClose: close,
    initialFocus: () => box.current,
    ...(options.overCookie ? {} : { keepActive: ".cookie-banner" }),
  });
  useEffect(() => {
    if (!options.preventScrolling) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = before;
    };
  }, [options.preventScrolling]);
  return (
    <div className="modal-layer" data-over-cookie={options.overCookie ? "true" : undefined}>
      <div className="modal-backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={box}
        id={id}
        className="modal-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal-box"
      >
        <Suspense
          fallback={
            <p id={titleId} className="muted" aria-busy="true">
              {m.loading}
            </p>
          }
        >
          <Content titleId={titleId} close={close} />
        </Suspense>
        <button
          type="button"
          className="modal-close"
          aria-label={m.close}
          onClick={close}
          data-testid="modal-close"
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}
