import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type TGuestState,
  type TOneClickBuy,
  ZAcceptance,
  ZAutoRechargeTeaserState,
  ZConversionChat,
  ZNewsletterSubscribe,
  ZNewsletterUnsubscribe,
  ZOneClickBuy,
  ZPreferences,
  ZProfileUpdate,
  ZRelation,
} from "../../../common/contracts/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import {
  presentOneClickBuy,
  savePreferences,
  setNewsletter,
  setOneClickBuy,
  updateGuestSettings,
} from "../accounts/index.ts";
import { presentVoucher, usableVouchers } from "../benefits/index.ts";
import { guestStateOf } from "../guestState/index.ts";
import { guestQuietHours } from "../notifications/index.ts";
import { addRelation, hasRelation } from "./relations.ts";

/** The guest-account calls of spec core §7 that change the guest's own settings. All need login. */
export async function guestRoutes(app: FastifyInstance): Promise<void> {
  const update = (guestId: number, values: Parameters<typeof updateGuestSettings>[2]) =>
    updateGuestSettings(app.ctx.db, guestId, values);

  app.post("/guest/profile/get", async (request): Promise<TGuestState> => {
    const { guest } = await requireGuest(request);
    const now = app.ctx.now();
    const vouchers = await usableVouchers(app.ctx.db, guest.id, now);
    return {
      ...(await guestStateOf(app.ctx.db, guest, now)),
      vouchers: vouchers.map(presentVoucher),
      quietHours: await guestQuietHours(app.ctx.db, guest.id),
    };
  });

  app.post("/guest/profile/update", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZProfileUpdate, request.body);
    // An update that names no field is a mistake of the caller, not a no-op (docs/decisions.md).
    if (input.name === undefined && input.language === undefined && input.notificationsSettings === undefined)
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        "Nothing to update: send name, language or notificationsSettings",
      );
    const row = await update(guest.id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.language === undefined ? {} : { language: input.language }),
      ...(input.notificationsSettings === undefined
        ? {}
        : {
            notificationsSettings: {
              ...guest.notificationsSettings,
              ...stripUndefined(input.notificationsSettings),
            },
          }),
    });
    return guestStateOf(app.ctx.db, row, app.ctx.now());
  });

  app.post("/guest/getNotificationsSettings", async (request) => {
    const { guest } = await requireGuest(request);
    return { notifications_settings: guest.notificationsSettings };
  });

  app.post("/guest/newsletter/subscribe", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZNewsletterSubscribe, request.body);
    if (input.userId !== guest.id)
      throw new AppError(AppErrorCode.FORBIDDEN, "A guest subscribes only themselves");
    if (input.emailAddress.toLowerCase() !== guest.email.toLowerCase())
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "emailAddress: not the guest's address");
    await setNewsletter(app.ctx.db, guest.id, input.typeId, true);
    return { success: true };
  });

  app.post("/guest/newsletter/unsubscribe", async (request) => {
    const { guest } = await requireGuest(request);
    const { typeId } = parseInput(ZNewsletterUnsubscribe, request.body);
    await setNewsletter(app.ctx.db, guest.id, typeId, false);
    return { success: true };
  });

  app.post("/guest/autoRechargeTeaserState", async (request) => {
    const { guest } = await requireGuest(request);
    const { mode } = parseInput(ZAutoRechargeTeaserState, request.body);
    await update(guest.id, { autoRechargeTeaserState: mode });
    return { success: true };
  });

  app.post("/guest/closeDataProtection", async (request) => {
    const { guest } = await requireGuest(request);
    const { accepted } = parseInput(ZAcceptance, request.body);
    if (accepted) await update(guest.id, { dataProtectionAcceptedAt: app.ctx.now() });
    return { success: true, accepted };
  });

  app.post("/guest/closeAgbAndDataProtection", async (request) => {
    const { guest } = await requireGuest(request);
    const { accepted } = parseInput(ZAcceptance, request.body);
    const now = app.ctx.now();
    if (accepted) await update(guest.id, { dataProtectionAcceptedAt: now, termsAcceptedAt: now });
    return { success: true, accepted };
  });

  app.post("/guest/conversionChat", async (request) => {
    const { guest } = await requireGuest(request);
    const { action } = parseInput(ZConversionChat, request.body);
    await update(guest.id, { conversionChatEnabled: action === "enable" });
    return { data: { success: true } };
  });

  // "Buy with one click" (issue 27): the web app's purchase confirmation reads it; the server
  // charges the same with it on or off.
  app.get("/guest/oneClickBuy", async (request): Promise<TOneClickBuy> => {
    const { guest } = await requireGuest(request);
    return presentOneClickBuy(guest);
  });

  app.put("/guest/oneClickBuy", async (request): Promise<TOneClickBuy> => {
    const { guest } = await requireGuest(request);
    const setting = parseInput(ZOneClickBuy, request.body);
    return setOneClickBuy(app.ctx.db, guest.id, setting);
  });

  app.post("/guest/savePreferences", async (request) => {
    const { guest } = await requireGuest(request);
    const { data } = parseInput(ZPreferences, request.body);
    await savePreferences(app.ctx.db, guest.id, data);
    return { success: true };
  });

  const relationOf = async (request: FastifyRequest) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZRelation, request.body);
    if (input.subjectId !== guest.id)
      throw new AppError(AppErrorCode.FORBIDDEN, "Relations are the guest's own");
    return {
      guestId: guest.id,
      relationTypeId: input.relationTypeId,
      objectTypeId: input.objectTypeId,
      objectId: input.objectId,
    };
  };

  app.post("/utility/relation/addRelation", async (request) => {
    const relation = await relationOf(request);
    await addRelation(app.ctx.db, relation);
    return { success: true };
  });

  app.post("/utility/relation/hasRelation", async (request) => {
    const relation = await relationOf(request);
    return { success: true, hasRelation: await hasRelation(app.ctx.db, relation) };
  });
}

function stripUndefined(values: Record<string, boolean | undefined>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    boolean
  >;
}
