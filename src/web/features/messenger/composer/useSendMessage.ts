import { useRef, useState } from "react";
import type { TSendResult } from "../../../../common/contracts/messenger.ts";
import type { Language } from "../../../../common/languages.ts";
import { formatCoins } from "../../../../common/money.ts";
import { ApiError } from "../../../api/rest.ts";
import { type GiftLine, messengerApi } from "../api.ts";

/** What stopped a message: shown above the box (the money problem as the top-up modal). */
export type Problem =
  | { kind: "network" }
  | { kind: "price"; price: number }
  | { kind: "money"; price: number }
  | { kind: "spendLimit"; text: string }
  | { kind: "forbidden" }
  | { kind: "error" };

/** One send attempt: a resend of the same message and price reuses its key, so it never charges twice. */
interface Attempt {
  key: string;
  /** Text and gifts, as sent. */
  body: string;
  price: number;
}

/** A message as the guest sends it. */
export interface OutgoingMessage {
  text: string;
  gifts: GiftLine[];
}

function priceFromDetails(details: unknown): number | null {
  if (typeof details !== "object" || details === null) return null;
  const price = (details as { price?: unknown }).price;
  if (typeof price === "number") return price;
  if (typeof price === "object" && price !== null && typeof (price as { value?: unknown }).value === "number")
    return (price as { value: number }).value;
  return null;
}

/**
 * Sending a message at a confirmed price, with its Idempotency-Key kept across resends of the same
 * message and price (a lost answer or a top-up in between), and the problem a refusal names.
 */
export function useSendMessage(options: {
  channelId: number;
  language: Language;
  /** The message went through (after the attempt is cleared). */
  onDelivered: (result: TSendResult, message: OutgoingMessage) => void;
  /** The channel changed on the server (price, block): read it again. */
  onStale: () => void;
}) {
  const { channelId, language, onDelivered, onStale } = options;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const attempt = useRef<Attempt | null>(null);

  async function send(message: OutgoingMessage, confirmedPrice: number): Promise<void> {
    if ((!message.text && message.gifts.length === 0) || sending) return;
    const body = JSON.stringify(message);
    const previous = attempt.current;
    const current =
      previous && previous.body === body && previous.price === confirmedPrice
        ? previous
        : { key: crypto.randomUUID(), body, price: confirmedPrice };
    attempt.current = current;
    setSending(true);
    setProblem(null);
    try {
      const result = await messengerApi.send(
        channelId,
        { ...message, expectedPrice: confirmedPrice },
        current.key,
        language,
      );
      attempt.current = null;
      onDelivered(result, message);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, "NETWORK", String(error));
      if (failure.status === 0 || failure.status >= 500) {
        // Keep the attempt: sending again reuses its Idempotency-Key.
        setProblem({ kind: "network" });
      } else if (failure.code === "INSUFFICIENT_FUNDS") {
        // Kept: after a one-click top-up the same message goes again with the same key.
        setProblem({ kind: "money", price: confirmedPrice });
      } else {
        attempt.current = null;
        if (failure.code === "SPEND_LIMIT")
          setProblem({
            kind: "spendLimit",
            text: (await import("../../account/spendLimitRefusal.ts")).spendLimitRefusal(
              failure.details,
              language,
              (value) => formatCoins(value, language),
            ),
          });
        else if (failure.code === "CONFLICT") {
          const next = priceFromDetails(failure.details);
          setProblem(next === null ? { kind: "error" } : { kind: "price", price: next });
          onStale();
        } else if (failure.code === "FORBIDDEN") {
          setProblem({ kind: "forbidden" });
          onStale();
        } else setProblem({ kind: "error" });
      }
    } finally {
      setSending(false);
    }
  }

  /** A new channel: no problem shown, no attempt pending. */
  const reset = () => {
    setProblem(null);
    attempt.current = null;
  };

  return { sending, problem, setProblem, send, reset };
}
