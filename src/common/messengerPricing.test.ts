import { describe, expect, it } from "vitest";
import { quoteMessage } from "./messengerPricing.ts";

const base = {
  hasText: true,
  messagePrice: 2,
  freeMessagesLeft: 0,
  messageVouchers: 0,
  gifts: [],
  owned: {},
  giftVouchers: 0,
};

describe("quoteMessage", () => {
  it("pays the text with a free message, then a voucher, then the price", () => {
    expect(quoteMessage({ ...base, freeMessagesLeft: 1, messageVouchers: 1 })).toMatchObject({
      total: 0,
      usesFreeMessage: true,
      usesMessageVoucher: false,
    });
    expect(quoteMessage({ ...base, messageVouchers: 1 })).toMatchObject({
      total: 0,
      usesMessageVoucher: true,
    });
    expect(quoteMessage(base)).toMatchObject({ total: 2, textCoins: 2 });
    expect(quoteMessage({ ...base, hasText: false })).toMatchObject({
      total: 0,
      usesFreeMessage: false,
      usesMessageVoucher: false,
    });
  });

  it("counts only gifts beyond the own ones, and spends gift vouchers on the dearest first", () => {
    const quote = quoteMessage({
      ...base,
      hasText: false,
      gifts: [
        { giftId: 1, quantity: 3, price: 5 },
        { giftId: 6, quantity: 2, price: 10 },
      ],
      owned: { "1": 1, "6": 0 },
      giftVouchers: 3,
    });
    expect(quote.gifts).toEqual([
      { giftId: 1, quantity: 3, fromOwned: 1, fromVouchers: 1, coins: 5 },
      { giftId: 6, quantity: 2, fromOwned: 0, fromVouchers: 2, coins: 0 },
    ]);
    expect(quote).toMatchObject({ total: 5, giftVouchersUsed: 3 });
  });

  it("never takes more own gifts than asked for, and ignores negative counts", () => {
    const quote = quoteMessage({
      ...base,
      gifts: [{ giftId: 2, quantity: 1, price: 3 }],
      owned: { "2": 5, "3": -1 },
    });
    expect(quote.gifts[0]).toMatchObject({ fromOwned: 1, coins: 0 });
    expect(quote.total).toBe(2);
  });
});
