import { useState } from "react";
import type { TGift } from "../../../../common/contracts/messenger.ts";
import {
  MAX_GIFT_KINDS_PER_MESSAGE,
  MAX_GIFTS_PER_MESSAGE,
} from "../../../../common/contracts/values/messenger.ts";
import type { GiftLine } from "../api.ts";

/** The gifts a message carries, within the per-message limits; `onChange` runs on every add or removal. */
export function useGiftLines(onChange: () => void) {
  const [gifts, setGifts] = useState<GiftLine[]>([]);
  const addGift = (gift: TGift) => {
    onChange();
    setGifts((lines) => {
      const count = lines.reduce((sum, line) => sum + line.quantity, 0);
      if (count >= MAX_GIFTS_PER_MESSAGE) return lines;
      const existing = lines.find((line) => line.giftId === gift.id);
      if (existing)
        return lines.map((line) =>
          line.giftId === gift.id ? { ...line, quantity: line.quantity + 1 } : line,
        );
      return lines.length >= MAX_GIFT_KINDS_PER_MESSAGE
        ? lines
        : [...lines, { giftId: gift.id, quantity: 1 }];
    });
  };
  const removeGift = (giftId: number) => {
    onChange();
    setGifts((lines) =>
      lines.flatMap((line) =>
        line.giftId !== giftId ? [line] : line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [],
      ),
    );
  };
  return { gifts, addGift, removeGift, clearGifts: () => setGifts([]) };
}
