import DataLoader from "dataloader";
import type { IResolvers } from "mercurius";
import type { TAlbumPicture } from "../../common/contracts/albums.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { isVip } from "../modules/accounts/index.ts";
import { presentAlbumPicture } from "../modules/albums/index.ts";
import { picturesOfAlbums } from "../modules/catalog/index.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * Album.pictures on the content service: every picture of an album as the caller may see it (the
 * same rule as gallery/open and the album page: catalog policy `pictureLock`). Anonymous answers
 * are cached and shared, and an anonymous token is never age-checked, so they carry no 18-rated
 * image; a guest token's answer is the guest's own (age check, purchases).
 */
const typeDefs = /* GraphQL */ `
  """An album picture as the caller may see it."""
  type AlbumPicture {
    id: Int!
    ageRating: Int!
    """
    Why the caller may not see it, or null: needAgeCheck (18-rated and no accepted age check; checked
    first, also for buyers) or needPurchase (behind the paywall and not bought).
    """
    locked: String
    """null when locked; a signed URL for a picture behind the paywall the caller bought."""
    image: Image
  }

  extend type Album {
    """The album's pictures in album order (at most 100 per page); locked ones keep their place."""
    pictures(first: Int = 100, offset: Int = 0): [AlbumPicture!]!
  }
`;

type Album = { id: number; free: boolean; isVipContent: boolean };
type Page = { limit: number; offset: number };

/** Per request: one loader per page shape, so a list of albums reads its pictures at once. */
const perRequest = new WeakMap<
  object,
  Map<string, DataLoader<number, Awaited<ReturnType<typeof picturesOfAlbums>>>>
>();

function picturesLoader(ctx: ContentContext, page: Page) {
  let byPage = perRequest.get(ctx.loaders);
  if (!byPage) {
    byPage = new Map();
    perRequest.set(ctx.loaders, byPage);
  }
  const key = `${page.limit}:${page.offset}`;
  let loader = byPage.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await picturesOfAlbums(ctx.db, [...ids], page);
      return ids.map((id) => rows.filter((row) => row.albumId === id));
    });
    byPage.set(key, loader);
  }
  return loader;
}

function pageOf(args: { first?: unknown; offset?: unknown }): Page {
  const limit = typeof args.first === "number" ? args.first : 100;
  const offset = typeof args.offset === "number" ? args.offset : 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new AppError(AppErrorCode.BAD_REQUEST, "first must be between 1 and 100");
  if (!Number.isInteger(offset) || offset < 0 || offset > 10_000)
    throw new AppError(AppErrorCode.BAD_REQUEST, "offset must be between 0 and 10000");
  return { limit, offset };
}

const resolvers: IResolvers = {
  Album: {
    pictures: async (
      album: Album,
      args: { first?: unknown; offset?: unknown },
      ctx: ContentContext,
    ): Promise<TAlbumPicture[]> => {
      const page = pageOf(args);
      const [rows, owned] = await Promise.all([
        picturesLoader(ctx, page).load(album.id),
        ctx.guest ? ctx.loaders.flags.album.load(album.id).then((flags) => flags.bought) : false,
      ]);
      const viewer = {
        owned,
        ageChecked: ctx.guest?.avsAccepted ?? false,
        vip: ctx.guest ? isVip(ctx.guest, ctx.now) : false,
      };
      return rows.map((row) => presentAlbumPicture(album, row, viewer, ctx.signImage));
    },
  },
};

export const albumPicturesExtension: ContentExtension = { typeDefs, resolvers };
