import type { IResolvers } from "mercurius";
import { z } from "zod";
import { parseInput } from "../lib/validate.ts";
import { guestChatTime } from "../modules/live/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

const DAY = 86_400_000;

/**
 * The guest's chat video time (spec core §7 content service "guest chat video time"): how long the
 * guest spent in live chats, every chat type, from their live sessions (a running chat counts until
 * now). Needs a guest token.
 */
const typeDefs = /* GraphQL */ `
  """The guest's time in live chats."""
  type GuestChatVideoTime {
    """Live chat sessions (a running one too)."""
    sessions: Int!
    """Whole minutes between each chat's start and end (or now), summed over the sessions' seconds."""
    minutes: Int!
    seconds: Int!
    """Minutes charged (every started minute, paid or free)."""
    chargedMinutes: Int!
  }

  extend type Query {
    """The guest's total live-chat time; days limits it to chats started in the last days (1-3650). Needs a guest token."""
    guestChatVideoTime(days: Int): GuestChatVideoTime!
  }
`;

const ZArgs = z.strictObject({ days: z.number().int().min(1).max(3650).nullish() });

const resolvers: IResolvers = {
  Query: {
    guestChatVideoTime: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const guest = requireGuestToken(ctx);
      const { days } = parseInput(ZArgs, args);
      const since = days ? new Date(ctx.now.getTime() - days * DAY) : null;
      const time = await guestChatTime(ctx.db, guest.id, ctx.now, since);
      return { ...time, minutes: Math.floor(time.seconds / 60) };
    },
  },
};

/** The guest chat video time query. */
export const liveChatTimeExtension: ContentExtension = { typeDefs, resolvers };
