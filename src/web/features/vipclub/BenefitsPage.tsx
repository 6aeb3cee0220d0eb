import { Link } from "react-router";
import type { TBenefitUse, TVoucherWithUse } from "../../../common/contracts/vipclub.ts";
import { formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useBenefits, useClubPushes } from "./queries.ts";
import { useClubGuest } from "./VipClubPage.tsx";
import "./vipclub.css";

/**
 * /my-account/benefits/: the guest's usable vouchers (type, what is left, validity, performers) and
 * the counts of free messages, messenger gifts and show tickets, each with a link to where it is
 * used. Re-read when the socket says the vouchers or VIP changed (the root loader's guest).
 */
export function BenefitsPage() {
  const { t } = useI18n();
  const texts = t.vipClub;
  const { guest } = useClubGuest();
  if (!guest)
    return (
      <div className="benefits" data-testid="benefits-login">
        <h1>{texts.benefitsTitle}</h1>
        <p className="muted">{texts.benefitsLogin}</p>
        <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
          {texts.login}
        </button>
      </div>
    );
  const version = `${guest.isVip}:${JSON.stringify(guest.boughtGifts)}`;
  return <BenefitsList guestId={guest.id} version={version} />;
}

function BenefitsList({ guestId, version }: { guestId: number; version: string }) {
  const { t, language } = useI18n();
  const texts = t.vipClub;
  const benefits = useBenefits(guestId, version);
  useClubPushes();
  const data = benefits.data;
  const counts = data
    ? ([
        [texts.freeMessages, data.freeMessagesCount, data.uses.freeMessagesCount, "free-messages"],
        [texts.messengerGifts, data.messengerGiftCount, data.uses.messengerGiftCount, "messenger-gifts"],
        [texts.chatShowTickets, data.chatShowTickets, data.uses.chatShowTickets, "chat-show-tickets"],
        [
          texts.privateShowTickets,
          data.privateShowTickets,
          data.uses.privateShowTickets,
          "private-show-tickets",
        ],
        [texts.spins, data.spinwheelSpins, data.uses.spinwheelSpins, "spins"],
      ] as const)
    : [];
  return (
    <div className="benefits" data-testid="benefits">
      <header className="benefits-head">
        <h1>{texts.benefitsTitle}</h1>
        <p className="muted">{texts.benefitsDescription}</p>
        <Link to={buildPath(language, "vipClub")}>{texts.title}</Link>
      </header>
      {!data ? (
        <p role="status">
          {benefits.isError ? texts.failed : texts.loading}{" "}
          {benefits.isError ? (
            <button type="button" className="btn btn-small" onClick={() => void benefits.refetch()}>
              {texts.retry}
            </button>
          ) : null}
        </p>
      ) : (
        <>
          <section aria-labelledby="benefit-counts">
            <h2 id="benefit-counts">{texts.countsTitle}</h2>
            <ul className="benefit-counts">
              {counts.map(([label, count, use, id]) => (
                <li key={id} className="benefit-count" data-testid={`benefit-${id}`}>
                  <strong className="num">{formatNumber(count, language)}</strong>
                  <span>{label}</span>
                  <UseLink use={use} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="benefit-vouchers">
            <h2 id="benefit-vouchers">{texts.vouchersTitle}</h2>
            {data.vouchers.length === 0 ? (
              <p className="muted" data-testid="benefits-empty">
                {texts.benefitsEmpty}
              </p>
            ) : (
              <ul className="benefit-vouchers">
                {data.vouchers.map((voucher) => (
                  <VoucherCard key={voucher.id} voucher={voucher} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function VoucherCard({ voucher }: { voucher: TVoucherWithUse }) {
  const { t, language } = useI18n();
  const texts = t.vipClub;
  const name =
    texts.voucherTypes[String(voucher.type) as keyof typeof texts.voucherTypes] ?? String(voucher.type);
  return (
    <li className="benefit-voucher" data-testid="benefit-voucher" data-type={voucher.type}>
      <h3>{name}</h3>
      <p className="num">{fill(texts.left, { remaining: voucher.remaining, amount: voucher.amount })}</p>
      <p className="muted">
        {voucher.actorNames.length > 0
          ? fill(texts.forActors, { names: voucher.actorNames.join(", ") })
          : texts.anyActor}{" "}
        · {fill(texts.validUntil, { date: formatDate(voucher.validTo, language) })}
      </p>
      <UseLink use={voucher.use} />
    </li>
  );
}

function UseLink({ use }: { use: TBenefitUse }) {
  const { t } = useI18n();
  return (
    <Link className="btn btn-small btn-secondary benefit-use" to={use.url}>
      {t.vipClub.useIt} <span className="muted">{t.vipClub.places[use.place]}</span>
    </Link>
  );
}
