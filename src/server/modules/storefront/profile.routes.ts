import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CatalogApi, TChatButtonConfig, TVideo } from "../../../common/contracts/catalog.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { notFound } from "../../lib/errors.ts";
import { visitorCountry } from "../../lib/http/visitorCountry.ts";
import { parseInput } from "../../lib/validate.ts";
import { isBannedIn } from "../actors/index.ts";
import { usableVouchers } from "../benefits/index.ts";
import { ticketShowFlags } from "../camshows/index.ts";
import { findActor } from "../catalog/index.ts";
import { freeMessagesLeft } from "../messenger/index.ts";
import { presentChatButtonConfig } from "./presenter.ts";

const ZActorId = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZActorIdOrName = z.object({
  actorIdOrName: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N}_.-]+$/u),
});

/**
 * The actor profile's showcase calls (spec content §7 gallery/getpromotedvideo, gallery/getTopVideos,
 * core §7 sales/actor, and actor/recommended for the overview's last block) over the shared catalogue cache, and GET actor/getChatButtonConfig (per
 * visitor: country header and the guest's vouchers, never cached).
 */
export async function profileRoutes(
  app: FastifyInstance,
  shared: CatalogApi,
  /** The videos with the visitor's own flags (catalog markGuestVideos). */
  personalize: (items: TVideo[], request: FastifyRequest) => Promise<TVideo[]>,
): Promise<void> {
  const { ctx } = app;
  const showcaseOf = async (language: Parameters<CatalogApi["actorShowcase"]>[0], nameOrId: string) => {
    const actor = await shared.actorProfile(language, nameOrId);
    if (!actor) throw notFound("Actor");
    return shared.actorShowcase(language, actor.id);
  };
  const guestOf = async (request: FastifyRequest) => (await request.auth())?.guest.id ?? null;

  app.get("/gallery/getpromotedvideo/:actorId", async (request) => {
    const { actorId } = parseInput(ZActorId, request.params);
    const { promoted } = await showcaseOf(request.language, String(actorId));
    const [video] = promoted ? await personalize([promoted], request) : [];
    return { success: true, video: video ?? null };
  });

  app.get("/gallery/getTopVideos/:actorIdOrName", async (request) => {
    const { actorIdOrName } = parseInput(ZActorIdOrName, request.params);
    const { top } = await showcaseOf(request.language, actorIdOrName);
    return { success: true, videos: await personalize(top, request) };
  });

  // Read when the profile's last block scrolls into view (the page itself leaves it out).
  app.get("/actor/recommended/:actorIdOrName", async (request, reply) => {
    const { actorIdOrName } = parseInput(ZActorIdOrName, request.params);
    const { recommended } = await showcaseOf(request.language, actorIdOrName);
    reply.header("cache-control", `public, max-age=${ctx.config.catalogCacheSeconds}`);
    return { success: true, actors: recommended };
  });

  app.get("/sales/actor/:actorId", async (request) => {
    const { actorId } = parseInput(ZActorId, request.params);
    const { sale } = await showcaseOf(request.language, String(actorId));
    return {
      success: true,
      videos: await personalize(sale.videos, request),
      albums: sale.albums,
    };
  });

  app.get("/actor/getChatButtonConfig/:actorId", async (request): Promise<TChatButtonConfig> => {
    const { actorId } = parseInput(ZActorId, request.params);
    const actor = await findActor(ctx.db, actorId);
    if (!actor) throw notFound("Actor");
    const guestId = await guestOf(request);
    const vouchers = guestId ? await usableVouchers(ctx.db, guestId, ctx.now()) : [];
    const voucherMinutes = vouchers
      .filter((v) => v.type === VOUCHER_TYPES.videoChat && (v.actorId === null || v.actorId === actor.id))
      .reduce((sum, v) => sum + v.remaining, 0);
    return presentChatButtonConfig(actor, {
      language: request.language,
      isBanned: isBannedIn(actor.bannedCountryCodes, visitorCountry(request, ctx.config.countryHeader)),
      voucherMinutes,
      freeLeft: guestId ? await freeMessagesLeft(ctx.db, guestId, actor.id) : null,
      ticketShow: (await ticketShowFlags(ctx.db, [actor.id], guestId ?? null, ctx.now())).get(actor.id),
    });
  });
}
