import { useState } from "react";
import type { TSendResult } from "../../../../common/contracts/messenger.ts";
import type { Language } from "../../../../common/languages.ts";
import { formatCoins } from "../../../../common/money.ts";
import { useCharge } from "../../../api/useCharge.ts";
import { type GiftLine, messengerApi } from "../api.ts";

/** What stopped a message: shown above the box (the money problem as the top-up modal). */
export type Problem =
  | { kind: "network" }
  | { kind: "price"; price: number }
  | { kind: "money"; price: number }
  | { kind: "spendLimit"; text: string }
  | { kind: "forbidden" }
  | { kind: "error" };

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

/** A message at the price the guest confirmed: what one send attempt pays for. */
interface SendInput {
  channelId: number;
  message: OutgoingMessage;
  price: number;
}

/**
 * Sending a message at a confirmed price through the one charge hook: a resend of the same message
 * at the same price (a lost answer) sends the same Idempotency-Key, so it never charges twice; the
 * problem a refusal names is shown above the box.
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
  const [problem, setProblem] = useState<Problem | null>(null);
  const sender = useCharge<SendInput, TSendResult>({
    name: (input) => `msg-${input.channelId}`,
    call: (input, request) =>
      messengerApi.send(input.channelId, { ...input.message, expectedPrice: input.price }, request, language),
  });
  const sending = sender.pending;

  async function send(message: OutgoingMessage, confirmedPrice: number): Promise<void> {
    if ((!message.text && message.gifts.length === 0) || sending) return;
    setProblem(null);
    const answer = await sender.charge({ channelId, message, price: confirmedPrice });
    if (answer.ok) {
      onDelivered(answer.result, message);
      return;
    }
    const failure = answer.error;
    if (answer.retry) setProblem({ kind: "network" });
    else if (failure.code === "INSUFFICIENT_FUNDS") setProblem({ kind: "money", price: confirmedPrice });
    else if (failure.code === "SPEND_LIMIT")
      setProblem({
        kind: "spendLimit",
        text: (await import("../../../i18n/spendLimitRefusal.ts")).spendLimitRefusal(
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

  /** A new channel: no problem shown, no attempt pending. */
  const reset = () => {
    setProblem(null);
    sender.forget();
  };

  return { sending, problem, setProblem, send, reset };
}
