import { lazy, Suspense, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TVideoTile } from "../../../common/contracts/catalog.ts";
import type { TVipClub, TVipPlan } from "../../../common/contracts/vipclub.ts";
import { formatCoinsWithEuro, formatMoney, formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { VideoGrid } from "../catalog/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useCancelVip, useClubPushes, useVipClub } from "./queries.ts";
import "./vipclub.css";

const ConfirmDialog = lazy(() =>
  import("../../ui/ConfirmDialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

/** The guest of the page (root loader) and a version of their VIP state: a change re-reads the club. */
export function useClubGuest() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  return { guest, version: `${guest?.isVip ?? false}:${guest?.vipUntil ?? ""}` };
}

/**
 * /vipclub/: what the club gives (counted by the server), its price, joining through the payment
 * overlay's vipabo/trialvipabo flow; for a member: since when, the next renewal or the end, and
 * cancelling after a confirmation. VIP video tiles carry the page's images.
 */
export function VipClubPage({ videos }: { videos: TVideoTile[] }) {
  const { t, language } = useI18n();
  const texts = t.vipClub;
  const { guest, version } = useClubGuest();
  const club = useVipClub(guest?.id ?? null, version);
  useClubPushes();
  const data = club.data;
  const vip = data?.plans.find((plan) => plan.plan === "vip");
  const trial = data?.plans.find((plan) => plan.plan === "trialvip");
  return (
    <div className="vipclub" data-testid="vipclub">
      <section className="vip-hero">
        <div className="vip-hero-images" aria-hidden="true">
          {videos
            .slice(0, 3)
            .map((video) =>
              video.preview ? (
                <img
                  key={video.id}
                  src={video.preview.src}
                  srcSet={video.preview.srcSet}
                  sizes="(max-width: 700px) 100vw, 33vw"
                  width={video.preview.width}
                  height={video.preview.height}
                  style={{ backgroundColor: video.preview.color }}
                  alt=""
                />
              ) : null,
            )}
        </div>
        <div className="vip-hero-text">
          <p className="vip-kicker">{texts.title}</p>
          <h1>{texts.heroLead}</h1>
          <p className="muted">{texts.description}</p>
          {vip ? <PlanPrice plan={vip} /> : null}
          {data ? <JoinOrMember club={data} trial={trial} loggedIn={guest !== null} /> : null}
          {club.isError ? (
            <p role="alert">
              {texts.failed}{" "}
              <button type="button" className="btn btn-small" onClick={() => void club.refetch()}>
                {texts.retry}
              </button>
            </p>
          ) : null}
        </div>
      </section>
      {data ? (
        <section className="vip-gives" aria-labelledby="vip-gives-title">
          <h2 id="vip-gives-title">{texts.givesTitle}</h2>
          <ul className="vip-gives-list" data-testid="vip-gives">
            <li>
              <strong className="num">{formatNumber(data.gives.vipVideos, language)}</strong>{" "}
              {texts.givesVideos}
            </li>
            <li>
              <strong className="num">{formatNumber(data.gives.vipAlbums, language)}</strong>{" "}
              {texts.givesAlbums}
            </li>
            <li>
              <strong className="num">{formatNumber(data.gives.vip30Videos, language)}</strong>{" "}
              {fill(texts.givesVip30, { coins: formatCoinsWithEuro(data.gives.vip30ValueCoins, language) })}
            </li>
            <li>
              <strong className="num">{data.gives.livePreviews.vip}</strong>{" "}
              {fill(texts.givesPreviews, { others: data.gives.livePreviews.others })}
            </li>
            <li>
              <strong className="num">{data.gives.freeChatMinutes.vip}</strong>{" "}
              {fill(texts.givesFreeChat, { others: data.gives.freeChatMinutes.others })}
            </li>
          </ul>
        </section>
      ) : null}
      {guest ? (
        <p>
          <Link to={buildPath(language, "accountBenefits")} data-testid="vip-benefits-link">
            {texts.benefitsTitle}
          </Link>
        </p>
      ) : null}
      {videos.length > 0 ? (
        <section className="vip-videos" aria-labelledby="vip-videos-title">
          <header className="vip-section-head">
            <h2 id="vip-videos-title">{texts.vipVideosTitle}</h2>
            <Link to={buildPath(language, "videosVip")}>{texts.allVipVideos}</Link>
          </header>
          <VideoGrid videos={videos} eager={false} />
        </section>
      ) : null}
    </div>
  );
}

function PlanPrice({ plan }: { plan: TVipPlan }) {
  const { t, language } = useI18n();
  return (
    <p className="vip-price">
      <span className="num">
        {fill(t.vipClub.price, {
          price: formatMoney({ value: plan.price.EUR, currency: "EUR" }, language),
          days: plan.periodDays,
        })}
      </span>
      <span className="muted">
        {fill(t.vipClub.renews, {
          price: formatMoney({ value: plan.renewalPrice.EUR, currency: "EUR" }, language),
          days: plan.periodDays,
        })}
      </span>
    </p>
  );
}

function JoinOrMember(props: { club: TVipClub; trial: TVipPlan | undefined; loggedIn: boolean }) {
  const { t, language } = useI18n();
  const texts = t.vipClub;
  const member = props.club.member;
  if (!props.loggedIn || !member)
    return (
      <button type="button" className="btn btn-primary btn-large" onClick={() => openOverlay("login")}>
        {texts.loginToJoin}
      </button>
    );
  if (member.subscription) return <Membership club={props.club} />;
  return (
    <div className="vip-join">
      {member.isVip && member.vipUntil ? (
        <p data-testid="vip-bonus-until">
          {fill(texts.bonusUntil, { date: formatDate(member.vipUntil, language) })}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-large"
        data-testid="vip-join"
        onClick={() => openOverlay("vipabo")}
      >
        {texts.join}
      </button>
      {member.trialAvailable && props.trial ? (
        <button
          type="button"
          className="btn btn-secondary"
          data-testid="vip-join-trial"
          onClick={() => openOverlay("trialvipabo")}
        >
          {fill(texts.trial, {
            price: formatMoney({ value: props.trial.price.EUR, currency: "EUR" }, language),
            days: props.trial.periodDays,
          })}
        </button>
      ) : null}
    </div>
  );
}

function Membership({ club }: { club: TVipClub }) {
  const { t, language } = useI18n();
  const texts = t.vipClub;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelVip();
  const sub = club.member?.subscription;
  if (!sub) return null;
  const end = formatDate(sub.currentPeriodEnd, language);
  return (
    <div className="vip-member" data-testid="vip-member" aria-live="polite">
      <h2>{texts.memberTitle}</h2>
      <p>
        <span className="vip-plan">{sub.plan === "trialvip" ? texts.trialPlan : texts.vipPlan}</span>{" "}
        {fill(texts.memberSince, { date: formatDate(sub.since, language) })}
      </p>
      {sub.nextRenewal ? (
        <p data-testid="vip-next-renewal">
          {fill(texts.nextRenewal, {
            date: formatDate(sub.nextRenewal, language),
            price: formatMoney({ value: sub.renewalMinor, currency: sub.currency }, language),
          })}
        </p>
      ) : (
        <p data-testid="vip-ends">{fill(texts.endsOn, { date: end })}</p>
      )}
      {sub.status === "active" ? (
        <button
          type="button"
          className="btn btn-secondary"
          data-testid="vip-cancel"
          onClick={() => setConfirming(true)}
        >
          {texts.cancel}
        </button>
      ) : null}
      {cancel.isError ? <p role="alert">{texts.cancelFailed}</p> : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={texts.cancelTitle}
            confirmLabel={texts.cancelConfirm}
            cancelLabel={texts.keep}
            busy={cancel.isPending}
            onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            onCancel={() => setConfirming(false)}
            testId="vip-cancel-confirmation"
          >
            <p>{fill(texts.cancelBody, { date: end })}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </div>
  );
}
