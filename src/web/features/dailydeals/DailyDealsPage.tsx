import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import type { TDailyBonusDay, TDailyOffer } from "../../../common/contracts/values/dailybonus.ts";
import { modalSearch } from "../../../common/routes/index.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { Countdown } from "./Countdown.tsx";
import { FiveDaysBonus } from "./FiveDaysBonus.tsx";
import { useDealsGuest } from "./guest.ts";
import { type OfferAction, OfferCard, useOfferTitle } from "./OfferCard.tsx";
import { useClaimOffer, useConsumedOffers, useDailyDay } from "./queries.ts";
import "./dailydeals.css";

type Reason = "alreadyClaimed" | "soldOut" | "notToday" | "vipRequired";
const REASONS: readonly Reason[] = ["alreadyClaimed", "soldOut", "notToday", "vipRequired"];

function OfferList({ offers, action, empty }: { offers: TDailyOffer[]; action: OfferAction; empty: string }) {
  if (offers.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="dailydeals-grid">
      {offers.map((offer) => (
        <OfferCard key={offer.offerId} offer={offer} action={action} />
      ))}
    </ul>
  );
}

/**
 * /daily-deals/ (spec core route "daily deals"): today's offers with their claim buttons and the
 * timer to 23:59:59 Berlin time, tomorrow's teaser, yesterday's offers and the guest's consumed
 * offers. The server renders the anonymous view; the browser reads the guest's own.
 */
export function DailyDealsPage(props: {
  today: TDailyBonusDay;
  tomorrow: TDailyBonusDay;
  yesterday: TDailyBonusDay;
}) {
  const { t, language } = useI18n();
  const texts = t.dailyDeals;
  const { guest, key } = useDealsGuest();
  const today = useDailyDay("today", language, key, props.today);
  const tomorrow = useDailyDay("tomorrow", language, key, props.tomorrow);
  const yesterday = useDailyDay("yesterday", language, key, props.yesterday);
  const consumed = useConsumedOffers(language, key, guest !== null);
  const claim = useClaimOffer(language);
  const navigate = useNavigate();
  const titleOf = useOfferTitle();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const refetchToday = today.refetch;
  const onEnd = useCallback(() => void refetchToday(), [refetchToday]);

  const onClaim = (offer: TDailyOffer) => {
    if (!guest) {
      openOverlay("login");
      return;
    }
    setMessage(null);
    claim.mutate(offer.offerId, {
      onSuccess: (result) => {
        setMessage({ text: fill(texts.success, { title: titleOf(result.offer) }), error: false });
        // The claim that completes five days in a row shows the five-days-bonus box.
        if (result.fiveDaysBonus !== null) navigate({ search: modalSearch("five-days-bonus") });
      },
      onError: (error) => {
        const reason = isApiError(error)
          ? (error.details as { reason?: string } | undefined)?.reason
          : undefined;
        const known = REASONS.find((r) => r === reason);
        setMessage({ text: known ? texts.errors[known] : texts.errors.failed, error: true });
      },
    });
  };
  const todayData = today.data ?? props.today;
  const claimAction: OfferAction = {
    kind: "claim",
    loggedIn: guest !== null,
    pending: claim.isPending,
    onClaim,
  };

  return (
    <div className="container dailydeals-page" data-testid="daily-deals">
      <header className="dailydeals-header">
        <h1>{texts.heading}</h1>
        <p>{texts.intro}</p>
        <Countdown endsAt={todayData.endsAt} onEnd={onEnd} />
      </header>
      <div className="dailydeals-status" role="status" aria-live="polite" data-testid="dailydeals-status">
        {message ? (
          <p className={message.error ? "dailydeals-error" : "dailydeals-success"}>{message.text}</p>
        ) : null}
      </div>
      <section aria-labelledby="dailydeals-today" data-testid="dailydeals-today">
        <h2 id="dailydeals-today">{texts.today}</h2>
        <OfferList offers={todayData.offers} action={claimAction} empty={texts.none} />
      </section>
      <FiveDaysBonus headingId="dailydeals-fivedays" />
      <section
        aria-labelledby="dailydeals-tomorrow"
        className="dailydeals-teaser"
        data-testid="dailydeals-tomorrow"
      >
        <h2 id="dailydeals-tomorrow">{texts.tomorrowTeaser}</h2>
        <OfferList
          offers={(tomorrow.data ?? props.tomorrow).offers}
          action={{ kind: "none" }}
          empty={texts.none}
        />
      </section>
      <section
        aria-labelledby="dailydeals-yesterday"
        className="dailydeals-past"
        data-testid="dailydeals-yesterday"
      >
        <h2 id="dailydeals-yesterday">{texts.yesterday}</h2>
        <OfferList
          offers={(yesterday.data ?? props.yesterday).offers}
          action={{ kind: "none" }}
          empty={texts.none}
        />
      </section>
      {guest ? (
        <section aria-labelledby="dailydeals-consumed" data-testid="dailydeals-consumed">
          <h2 id="dailydeals-consumed">{texts.consumed}</h2>
          {consumed.data && consumed.data.length === 0 ? (
            <p className="empty">{texts.consumedEmpty}</p>
          ) : (
            <ul className="dailydeals-grid">
              {(consumed.data ?? []).map((item) => (
                <OfferCard
                  key={item.offer.offerId}
                  offer={item.offer}
                  action={{ kind: "none" }}
                  testId={`dailydeal-consumed-${item.offer.offerId}`}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
