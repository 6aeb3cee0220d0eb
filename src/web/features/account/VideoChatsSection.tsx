import { Link, useLocation, useSearchParams } from "react-router";
import type { TLiveHistoryItem } from "../../../common/contracts/live.ts";
import type { Language } from "../../../common/languages.ts";
import { euroCentsForCoins, formatCoins, formatMoney, formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { offerTexts } from "../live/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { Loading } from "./parts.tsx";
import { chatSeconds, formatLength, useVideoChats, VIDEO_CHATS_PAGE_SIZE } from "./videoChats.ts";
import { VIDEO_CHATS_TEXTS, type VideoChatsTexts } from "./videoChatsTexts.ts";
import "./account.css";
import "./videochats.css";

/**
 * "My videochats" (spec core §2 account areas): every live chat of the guest, newest first, with
 * the performer, chat type, start, length and cost; 20 a page (?page=), an empty state.
 */
export function VideoChatsSection() {
  const { t, language } = useI18n();
  const texts = VIDEO_CHATS_TEXTS[language];
  const [params] = useSearchParams();
  const location = useLocation();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const chats = useVideoChats(page);
  const pages = chats.data ? Math.max(1, Math.ceil(chats.data.total / VIDEO_CHATS_PAGE_SIZE)) : 1;
  return (
    <div className="acct-page vc-page" data-testid="videochats">
      <header className="acct-head">
        <h1>{texts.title}</h1>
        <p className="muted">{texts.description}</p>
      </header>
      {!chats.data ? (
        <Loading failed={chats.isError} retry={() => void chats.refetch()} />
      ) : chats.data.total === 0 ? (
        <div className="vc-empty" data-testid="videochats-empty">
          <Icon name="chat" />
          <p>{texts.empty}</p>
          <Link className="btn btn-primary" to={buildPath(language, "cams")}>
            {texts.emptyAction}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted num" role="status">
            {fill(chats.data.total === 1 ? texts.totalOne : texts.total, {
              count: formatNumber(chats.data.total, language),
            })}
          </p>
          <table className="vc-table">
            <caption className="visually-hidden">{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.performer}</th>
                <th scope="col">{texts.type}</th>
                <th scope="col">{texts.started}</th>
                <th scope="col">{texts.length}</th>
                <th scope="col" className="vc-cost">
                  {texts.cost}
                </th>
              </tr>
            </thead>
            <tbody>
              {chats.data.items.map((item) => (
                <ChatRow key={item.sessionId} item={item} language={language} texts={texts} />
              ))}
            </tbody>
          </table>
          <Pagination
            page={Math.min(page, pages)}
            pages={pages}
            pathname={location.pathname}
            search={location.search}
            labels={{
              previous: t.lists.previous,
              next: t.lists.next,
              nav: t.lists.pagination,
              page: fill(t.lists.page, { page: Math.min(page, pages), pages }),
            }}
          />
        </>
      )}
    </div>
  );
}

/** One chat: a table row on wide screens, a card on phones (the cells carry their labels). */
function ChatRow({
  item,
  language,
  texts,
}: {
  item: TLiveHistoryItem;
  language: Language;
  texts: VideoChatsTexts;
}) {
  const started = new Date(item.startedAt);
  const running = item.state === "active";
  return (
    <tr data-testid="videochat-row" data-session={item.sessionId}>
      <th scope="row" data-label={texts.performer}>
        <Link to={buildPath(language, "actorProfile", { actorName: item.actor.name })}>
          {item.actor.name}
        </Link>
      </th>
      <td data-label={texts.type}>{offerTexts(language).chatTypeNames[item.chatType]}</td>
      <td data-label={texts.started}>
        <time dateTime={item.startedAt} className="num">
          {started.toLocaleString(language, { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </td>
      <td data-label={texts.length} className="num">
        {running ? (
          <span className="vc-running">{texts.running}</span>
        ) : (
          formatLength(chatSeconds(item.startedAt, item.endedAt, Date.now()))
        )}
      </td>
      <td data-label={texts.cost} className="vc-cost num" data-testid="videochat-cost">
        {item.coins === 0 ? (
          texts.free
        ) : (
          <>
            <strong>{formatCoins(item.coins, language)}</strong>{" "}
            <span className="muted">
              ({formatMoney({ value: euroCentsForCoins(item.coins), currency: "EUR" }, language)})
            </span>
          </>
        )}
        <span className="vc-minutes muted">{fill(texts.charged, { minutes: item.minutes })}</span>
      </td>
    </tr>
  );
}

/** "My videochats" for a visitor: log in first. */
export function VideoChatsLoginPrompt() {
  const { t, language } = useI18n();
  const texts = VIDEO_CHATS_TEXTS[language];
  return (
    <section className="acct-prompt" data-testid="videochats-login" aria-labelledby="vc-prompt-title">
      <div className="acct-prompt-art" aria-hidden="true">
        <Icon name="chat" />
      </div>
      <div>
        <h1 id="vc-prompt-title">{texts.title}</h1>
        <p className="muted">{texts.loginPrompt}</p>
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
            {t.nav.login}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => openOverlay("signup")}>
            {t.nav.signup}
          </button>
        </div>
      </div>
    </section>
  );
}
