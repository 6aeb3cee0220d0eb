import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ZAcceptance,
  ZAutoRechargeTeaserState,
  ZConversionChat,
  ZNewsletterSubscribe,
  ZNewsletterUnsubscribe,
  ZPreferences,
  ZProfileUpdate,
  ZRelation,
} from "../../../common/contracts/accounts.ts";
import { guestRelations, guests } from "../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { presentGuest } from "../accounts/presenter.ts";
import { ownedGifts } from "../messenger/gifts/queries.ts";

/** The guest-account calls of spec core §7 that change the guest's own settings. All need login. */
export async function guestRoutes(app: FastifyInstance): Promise<void> {
  const update = async (guestId: number, values: Partial<typeof guests.$inferInsert>) => {
    const [row] = await app.ctx.db.update(guests).set(values).where(eq(guests.id, guestId)).returning();
    if (!row) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
    return row;
  };

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
    return presentGuest(row, app.ctx.now(), await ownedGifts(app.ctx.db, row.id));
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
    await app.ctx.db
      .update(guests)
      .set({ newsletterBits: sql`${guests.newsletterBits} | ${input.typeId}` })
      .where(eq(guests.id, guest.id));
    return { success: true };
  });

  app.post("/guest/newsletter/unsubscribe", async (request) => {
    const { guest } = await requireGuest(request);
    const { typeId } = parseInput(ZNewsletterUnsubscribe, request.body);
    await app.ctx.db
      .update(guests)
      .set({ newsletterBits: sql`${guests.newsletterBits} & ~${typeId}::int` })
      .where(eq(guests.id, guest.id));
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

  app.post("/guest/savePreferences", async (request) => {
    const { guest } = await requireGuest(request);
    const { data } = parseInput(ZPreferences, request.body);
    // The grids' settings (tileGrid/storeTileGridSettings) stay unless the new data has its own.
    await app.ctx.db
      .update(guests)
      .set({
        preferences:
          "tileGridSettings" in data
            ? data
            : sql`${JSON.stringify(data)}::jsonb || jsonb_build_object('tileGridSettings', coalesce(${guests.preferences}->'tileGridSettings', '{}'::jsonb))`,
      })
      .where(eq(guests.id, guest.id));
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
    await app.ctx.db.insert(guestRelations).values(relation).onConflictDoNothing();
    return { success: true };
  });

  app.post("/utility/relation/hasRelation", async (request) => {
    const relation = await relationOf(request);
    const [row] = await app.ctx.db
      .select({ guestId: guestRelations.guestId })
      .from(guestRelations)
      .where(
        and(
          eq(guestRelations.guestId, relation.guestId),
          eq(guestRelations.relationTypeId, relation.relationTypeId),
          eq(guestRelations.objectTypeId, relation.objectTypeId),
          eq(guestRelations.objectId, relation.objectId),
        ),
      )
      .limit(1);
    return { success: true, hasRelation: Boolean(row) };
  });
}

function stripUndefined(values: Record<string, boolean | undefined>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    boolean
  >;
}
