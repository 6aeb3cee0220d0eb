import { type ComponentType, lazy, Suspense, useCallback, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TActorProfile } from "../../../common/contracts/catalog.ts";
import type { TLiveStart } from "../../../common/contracts/live.ts";
import { offeredChatTypes, pricePerMinute, VOICE_CALL_ANONYMOUS_MINUTES } from "../../../common/live.ts";
import { formatMoney } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { offerTexts } from "../live/index.ts";
import "./offers.css";

const ConversionCountdown = lazy(() =>
  import("./ConversionCountdown.tsx").then((module) => ({ default: module.ConversionCountdown })),
);

// The chat screen loads with a click. Its own wrapper, not lazy.ts's: that one is a chunk shared by
// the other features that open the screen, one more file for the profile's first JavaScript.
const LiveChatStarter = lazy(() =>
  import("./LiveChatStarter.tsx").then((module) => ({ default: module.LiveChatStarter })),
);
// Why a login comes first: few visits need it, so it is a chunk of its own too.
const ChatGate = lazy(() => import("./ChatGate.tsx").then((module) => ({ default: module.ChatGate })));

/** The voice call's screen: the page passes voicecall's in (that feature builds on this one's parts). */
export type VoiceCallView = ComponentType<{ actorId: number; actorName: string; onClose: () => void }>;

/**
 * The live-chat buttons of an online performer's profile (issue 14): one per chat type she offers
 * now, with its price per minute (the billing's own rule), before anything is charged. A click
 * opens a paid chat's start dialog (price, optional cap) or starts a free one (the chat screen
 * loads with it); an anonymous guest first reads why a login is needed (ChatGate), then logs in.
 * The call button opens `voiceCallDialog`.
 */
export function LiveChatOffers({
  actor,
  voiceCallDialog: VoiceCallDialog,
}: {
  actor: TActorProfile;
  voiceCallDialog: VoiceCallView;
}) {
  const { language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const [chosen, setChosen] = useState<TLiveStart["chatType"] | null>(null);
  const [calling, setCalling] = useState(false);
  const [gated, setGated] = useState(false);
  const done = useCallback(() => setChosen(null), []);
  const hungUp = useCallback(() => setCalling(false), []);
  // A new guest's welcome chat with her (the countdown decides the rest in its own chunk).
  const countdownEnd = actor.isActorAvailableForConversionChat
    ? (root?.guest?.conversionChatCountdownEnd ?? null)
    : null;
  const offered = offeredChatTypes(actor);
  // A voice call has its own button (anonymous visitors may call too, spec core §6).
  const types = offered.filter(
    (type): type is TLiveStart["chatType"] => type !== "LIVESHOW" && type !== "VOICE_CALL",
  );
  const voiceCall = offered.includes("VOICE_CALL");
  if (types.length === 0 && !voiceCall) return null;
  const o = offerTexts(language);
  const prices = {
    priceVideoChat: actor.prices.video.value,
    priceSingleC2c: actor.prices.singlec2c.value,
    priceVoyeur: actor.prices.voyeur.value,
  };
  return (
    <section
      className="live-offers"
      aria-label={fill(o.title, { name: actor.name })}
      data-testid="live-offers"
    >
      {countdownEnd && types.includes("LIVECHAT") ? (
        <Suspense fallback={null}>
          <ConversionCountdown
            countdownEnd={countdownEnd}
            balance={root?.guest?.balance.value ?? 0}
            actorName={actor.name}
          />
        </Suspense>
      ) : null}
      <ul>
        {types.map((type) => {
          const price = pricePerMinute(type, prices);
          return (
            <li key={type}>
              <button
                type="button"
                className={`btn ${type === "LIVECHAT" ? "btn-primary" : "btn-secondary"}`}
                data-chat-type={type}
                disabled={chosen !== null}
                onClick={() => (root?.guest ? setChosen(type) : setGated(true))}
              >
                <span>{o.chatTypeNames[type]}</span>
                <span className="num live-offer-price">
                  {price === 0
                    ? o.free
                    : fill(o.perMinute, { price: formatMoney({ value: price, currency: "VXC" }, language) })}
                </span>
              </button>
            </li>
          );
        })}
        {voiceCall ? (
          <li>
            <button
              type="button"
              className="btn btn-secondary"
              data-chat-type="VOICE_CALL"
              disabled={chosen !== null || calling}
              onClick={() => setCalling(true)}
            >
              <span>{o.chatTypeNames.VOICE_CALL}</span>
              <span className="num live-offer-price">
                {root?.guest
                  ? fill(o.perMinute, {
                      price: formatMoney(
                        { value: pricePerMinute("VOICE_CALL", prices), currency: "VXC" },
                        language,
                      ),
                    })
                  : fill(o.freeCall, { minutes: VOICE_CALL_ANONYMOUS_MINUTES })}
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      {gated && !root?.guest ? (
        <Suspense fallback={null}>
          <ChatGate reason="login" actorName={actor.name} onCancel={() => setGated(false)} />
        </Suspense>
      ) : null}
      {calling ? (
        <Suspense fallback={null}>
          <VoiceCallDialog actorId={actor.id} actorName={actor.name} onClose={hungUp} />
        </Suspense>
      ) : null}
      {chosen ? (
        <Suspense fallback={null}>
          <LiveChatStarter
            actorId={actor.id}
            actorName={actor.name}
            chatType={chosen}
            pricePerMinute={
              // Her welcome chat is free while the countdown runs (the server decides): no dialog.
              chosen === "LIVECHAT" && countdownEnd !== null && Date.parse(countdownEnd) > Date.now()
                ? 0
                : pricePerMinute(chosen, prices)
            }
            onDone={done}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
