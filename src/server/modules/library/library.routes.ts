import type { FastifyInstance } from "fastify";
import {
  type TLibraryChange,
  type TLibraryPage,
  ZLibraryItemRef,
  ZLibraryQuery,
} from "../../../common/contracts/library.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { imageSigner } from "../../lib/media/imageSigning.ts";
import { parseInput } from "../../lib/validate.ts";
import { isAgeChecked, isVip } from "../accounts/index.ts";
import { setArchived } from "./commands/archive.ts";
import { libraryPage } from "./page.ts";

/**
 * The media library (spec content §2, `/{lang}/{account}/mediathek/`): what the logged-in guest
 * bought (shop tab), pinned (albums and pictures) and archived, by media type VIDEO or PHOTO.
 * Every call works on the caller's own library only.
 */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const key = ctx.config.mediaSigningKey;

  app.get("/mediathek/items", async (request): Promise<TLibraryPage> => {
    const { guest } = await requireGuest(request);
    const query = parseInput(ZLibraryQuery, request.query);
    const now = ctx.now();
    return libraryPage(ctx.db, {
      guest: { id: guest.id, ageChecked: isAgeChecked(guest), vip: isVip(guest, now) },
      query,
      language: request.language,
      now,
      sign: imageSigner(key, guest.id, now),
    });
  });

  for (const [path, archived] of [
    ["/mediathek/archive", true],
    ["/mediathek/restore", false],
  ] as const) {
    app.post(path, async (request): Promise<TLibraryChange> => {
      const { guest } = await requireGuest(request);
      const { objectType, objectId } = parseInput(ZLibraryItemRef, request.body);
      await runCommand(ctx, setArchived, { guestId: guest.id, objectType, objectId, archived });
      return { success: true, objectType, objectId, archived };
    });
  }
}
