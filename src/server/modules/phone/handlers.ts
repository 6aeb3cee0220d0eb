import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { firstDelivery } from "../../lib/outbox/events.ts";
import { pinMessageText } from "./messages.ts";

const SEND_PIN = "phone.sendPin";

/**
 * A verification started: the PIN goes out by SMS or voice call, after the commit. The delivery is
 * claimed first (firstDelivery), so a redelivered event never texts the guest twice; a failing
 * gateway is logged (the guest asks for a new code), not retried into a late burst.
 */
export const sendPin = onEvent("phone.pinRequested", SEND_PIN, async (events, ctx, log) => {
  for (const event of events) {
    const claimed = await ctx.db.transaction((tx) => firstDelivery(tx, event.id, SEND_PIN));
    if (!claimed) continue;
    const { channel, to, pin, language, verificationId } = event.payload;
    try {
      await ctx.phone.send({ channel, to, text: pinMessageText(channel, pin, language) });
    } catch (error) {
      log.error({ err: error, verificationId }, "PIN message failed");
    }
  }
});

/** Every handler of this module, for the boot's registry (eventHandlers.ts). */
export const phoneHandlers = [sendPin];
