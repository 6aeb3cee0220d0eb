import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import type { TLiveLine } from "../../../common/contracts/liveLines.ts";
import type { Language } from "../../../common/languages.ts";
import { formatMoney } from "../../../common/money.ts";
import { isApiError } from "../../api/rest.ts";
import { fill } from "../../i18n/index.ts";
import { useRealtime } from "../realtime/index.ts";
import { readLiveLines, writeLiveLine } from "./chatApi.ts";
import type { LiveTextChatTexts } from "./texts.ts";

/** The longest line the input takes (the server's limit). */
const MAX_LINE = 500;

/**
 * The session's chat log: read at the start and after every reconnect, then kept by the socket's
 * livechat.line pushes and the guest's own sends (one line per id, in id order).
 */
export function useLiveLines(sessionId: number, language: Language) {
  const [lines, setLines] = useState<TLiveLine[]>([]);
  const [toysAvailable, setToysAvailable] = useState(false);
  const add = useCallback((added: TLiveLine[]) => {
    setLines((current) => {
      const byId = new Map(current.map((line) => [line.id, line]));
      for (const line of added) byId.set(line.id, line);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  }, []);
  const load = useCallback(() => {
    void readLiveLines(sessionId, language)
      .then((page) => {
        add(page.lines);
        setToysAvailable(page.isDildocontrolAvailable);
      })
      .catch(() => undefined);
  }, [add, sessionId, language]);
  useEffect(load, [load]);
  useRealtime(["livechat.line", "reconnected"], (message) => {
    if (message.type === "reconnected") load();
    else if (message.sessionId === sessionId) add([message.line]);
  });
  return { lines, add, toysAvailable };
}

/**
 * The live text chat: a polite live log of both sides' lines, gifts and toy controls, and a
 * labelled input that sends on Enter. Once the chat ended the log stays and the input goes.
 */
export function LiveTextChat({
  sessionId,
  actorName,
  language,
  texts,
  lines,
  onWritten,
  ended,
}: {
  sessionId: number;
  actorName: string;
  language: Language;
  texts: LiveTextChatTexts;
  lines: TLiveLine[];
  onWritten: (line: TLiveLine) => void;
  ended: boolean;
}) {
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // New lines scroll into view (the log keeps its own scroll; the page does not jump).
  const count = lines.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && count > 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line || sending) return;
    setSending(true);
    setError(null);
    void writeLiveLine(sessionId, line, language)
      .then((answer) => {
        onWritten(answer.line);
        setText("");
      })
      .catch((failure: unknown) =>
        setError(
          isApiError(failure, "RATE_LIMITED")
            ? texts.tooFast
            : isApiError(failure, "CONFLICT")
              ? texts.chatEnded
              : texts.lineFailed,
        ),
      )
      .finally(() => setSending(false));
  };

  const coins = (value: number) => formatMoney({ value, currency: "VXC" }, language);
  const describe = (line: TLiveLine) => {
    if (!line.gift) return line.text;
    const values = { gift: line.gift.label, price: coins(line.gift.coins) };
    return line.gift.toy
      ? fill(texts.toySent, { ...values, seconds: line.gift.toy.durationSeconds })
      : fill(texts.giftSent, values);
  };

  return (
    <section className="live-text-chat" aria-label={fill(texts.logLabel, { name: actorName })}>
      {/* The log is the scrolling live region; its lines are a list inside it (a list with the log's
          role would leave its items outside any list). */}
      <div
        ref={logRef}
        className="live-text-log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={fill(texts.logLabel, { name: actorName })}
        data-testid="live-chat-log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        {lines.length === 0 ? (
          <p className="live-text-empty">{fill(texts.empty, { name: actorName })}</p>
        ) : (
          <ol className="live-text-lines">
            {lines.map((line) => (
              <li
                key={line.id}
                className={`live-line live-line-${line.from}${line.gift ? " live-line-gift" : ""}`}
                data-from={line.from}
              >
                {line.gift ? null : (
                  <span className="live-line-who">{line.from === "guest" ? texts.you : actorName}: </span>
                )}
                {line.gift ? (
                  <img
                    src={line.gift.imageUrl}
                    alt=""
                    width={20}
                    height={20}
                    className="live-line-gift-image"
                  />
                ) : null}
                <span className="live-line-text">{describe(line)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      {ended ? null : (
        <form className="live-text-form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {fill(texts.inputLabel, { name: actorName })}
          </label>
          <input
            id={inputId}
            type="text"
            className="input live-text-input"
            value={text}
            maxLength={MAX_LINE}
            autoComplete="off"
            placeholder={texts.placeholder}
            onChange={(event) => setText(event.target.value)}
            data-testid="live-chat-input"
          />
          <button type="submit" className="btn btn-secondary" disabled={sending || text.trim() === ""}>
            {texts.send}
          </button>
        </form>
      )}
      {error ? (
        <p className="live-text-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
