import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { getOverlayState, isAuthFlow } from "../overlay/index.ts";
import { bridgeSocketToCache } from "./cacheBridge.ts";
import { emitRealtime, onRealtime, setRealtimeSender, standingSubscriptions } from "./events.ts";
import { reloadAfterExitDialogs } from "./exitGate.ts";
import { RealtimeClient, type SocketEnvironment, type WebSocketLike } from "./socketClient.ts";

/** Coalesces bursts of pushes (a payment sends balance, VIP and TV at once) into one data reload. */
const REFRESH_DEBOUNCE_MS = 250;

function browserEnvironment(): SocketEnvironment {
  const started = Date.now();
  return {
    // The browser socket fits the narrow interface the client uses (its handlers take richer events).
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    random: Math.random,
    logError: (report) => {
      void rest("logger/websocketConnectionError", {
        method: "POST",
        payload: { ...report, jsDiff: Date.now() - started, jsTime: Date.now() },
      }).catch(() => undefined);
    },
  };
}

/** True while a payment flow is open: its result must not be lost to a reload. */
function paymentPending(): boolean {
  const { flow } = getOverlayState();
  return flow !== null && !isAuthFlow(flow);
}

/**
 * Keeps the page's real-time socket and its bridge to the query caches: pushed changes (balance, vouchers, VIP, TV, age check, bonus)
 * reload the page data; once the socket is subscribed (first ack) and after every reconnect the
 * data is read again, so nothing changed before the subscription or while offline stays missing. A locked guest is logged out; an expired session or a verified e-mail reloads
 * the page (not while a payment flow is open).
 */
export function RealtimeConnection() {
  const { language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guestId = root?.guest?.id ?? null;
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  // Socket pushes and reconnects update the query caches (one bridge for every feature).
  useEffect(() => bridgeSocketToCache(queryClient, onRealtime), [queryClient]);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const url = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/ws`;
    const client = new RealtimeClient(url, language, browserEnvironment());
    let timer: number | undefined;
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void revalidate.current(), REFRESH_DEBOUNCE_MS);
    };
    // A reload waits while a chat's exit dialog is open (the guest reads it and answers the survey).
    const reload = () => {
      if (!paymentPending()) reloadAfterExitDialogs(() => window.location.reload());
    };
    // Features' socket subscriptions (a voice call's) go out once the session is acknowledged.
    setRealtimeSender((message) => {
      if (client.connected) client.send(message);
    });
    const off = client.on((message) => {
      if (message.type === "session.ack")
        for (const standing of standingSubscriptions()) client.send(standing);
      emitRealtime(message);
      switch (message.type) {
        case "balance.update":
        case "vouchers.update":
        case "vip.update":
        case "tv.update":
        case "avs.set":
        case "avs.pending":
        case "avs.rejected":
        case "avs.revoked":
        case "bonus.redeemed":
        case "reconnected":
        // The page was rendered before the socket subscribed: a change made in between was pushed
        // to nobody, so the first ack re-reads the page data as a reconnect does.
        case "session.ack":
          if (guestId !== null) refresh();
          break;
        case "guest.locked":
          void rest("vxpay/logout", { method: "POST" }).finally(() => window.location.reload());
          break;
        case "session.expired":
          if (guestId !== null) reload();
          break;
        case "email.verified":
        case "page.reload":
          reload();
          break;
        default:
          break;
      }
    });
    const wake = () => {
      if (document.visibilityState === "visible") client.wake();
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("online", wake);
    client.start();
    return () => {
      off();
      setRealtimeSender(null);
      client.stop();
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("online", wake);
    };
  }, [language, guestId]);

  return null;
}
