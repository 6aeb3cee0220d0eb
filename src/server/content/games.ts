import type { IResolvers } from "mercurius";
import { z } from "zod";
import type { TGameReward } from "../../common/contracts/games.ts";
import { runCommand } from "../lib/command.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { parseInput } from "../lib/validate.ts";
import { gameConfigView, useAttempt } from "../modules/games/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The game service of the content service (spec content §3 "Game config": load config, and use
 * attempt answering reward and guestInfo or error.errorMessage), over the games module: the same
 * answers and the same draw as REST games/{configId} and games/{configId}/attempt (docs/REST.md).
 */
const typeDefs = /* GraphQL */ `
  """What a reward grants: coins (amount), vipDays (days), voucher (voucherType, amount, validDays, actorId) or messengerGifts (giftId, count)."""
  type GameBenefit {
    kind: String!
    amount: Int
    days: Int
    voucherType: Int
    validDays: Int
    actorId: Int
    giftId: Int
    count: Int
  }

  type GameReward {
    id: Int!
    """The reward line's stable code (a reward event's optionCode)."""
    code: String!
    label: String!
    benefit: GameBenefit!
  }

  """One line of the published odds: the reward (null: nothing), its probability (0..1), what is left of a limited stock."""
  type GameOdds {
    reward: GameReward
    probability: Float!
    left: Int
  }

  type GameDayConfig {
    day: String!
    dailyAttempts: Int!
    pointsPerAttempt: Int!
  }

  type GameActor {
    id: Int!
    name: String!
    url: String!
  }

  """The config in the request's language: its rewards and actors."""
  type GameLanguageConfig {
    language: String!
    rewards: [GameReward!]!
    actors: [GameActor!]!
  }

  type GameGainedReward {
    reward: GameReward!
    at: String!
  }

  type GameGuestInfo {
    points: Int!
    "The day's free attempts left."
    attemptsLeftToday: Int!
    "Spins from the benefits (vouchers of type 10): extra attempts of a spin game after the free ones."
    extraSpins: Int!
    nextAttemptsAt: String!
    gainedRewards: [GameGainedReward!]!
  }

  type GameConfig {
    id: Int!
    key: String!
    name: String!
    description: String!
    """spinwheel, slotmachine or prizegame."""
    gameType: String!
    gameCategory: String!
    """next, active or last."""
    state: String!
    startsAt: String!
    endsAt: String
    dailyAttempts: Int!
    pointsPerAttempt: Int!
    dayConfigs: [GameDayConfig!]!
    config: GameLanguageConfig!
    odds: [GameOdds!]!
    """The guest's info; null without a guest token."""
    guestInfo: GameGuestInfo
  }

  """Why an attempt was refused: notStarted (startsAt), ended, noAttemptsLeft (nextAttemptsAt)."""
  type GameAttemptError {
    errorMessage: String!
    startsAt: String
    nextAttemptsAt: String
  }

  """use attempt: the reward (null: nothing this time) and guestInfo, or error."""
  type GameAttemptResult {
    reward: GameReward
    guestInfo: GameGuestInfo
    error: GameAttemptError
  }

  extend type Query {
    """load config: a game's config with its published odds (and the guest's info with a guest token)."""
    gameConfig(configId: Int!): GameConfig!
  }

  extend type Mutation {
    """use attempt: one of the guest's attempts at a game. Needs a guest token."""
    useGameAttempt(configId: Int!): GameAttemptResult!
  }
`;

const ZConfigArgs = z.strictObject({ configId: z.number().int().positive().max(2_147_483_647) });

/** A reward with its benefit flattened for GraphQL. */
function rewardOut(reward: TGameReward) {
  const { benefit } = reward;
  return {
    ...reward,
    benefit: benefit.kind === "voucher" ? { ...benefit, voucherType: benefit.type } : benefit,
  };
}

function guestInfoOut<T extends { gainedRewards: { reward: TGameReward; at: string }[] }>(info: T) {
  return {
    ...info,
    gainedRewards: info.gainedRewards.map((item) => ({ ...item, reward: rewardOut(item.reward) })),
  };
}

const resolvers: IResolvers = {
  Query: {
    gameConfig: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { configId } = parseInput(ZConfigArgs, args);
      const config = await gameConfigView(ctx.db, {
        configId,
        language: ctx.language,
        now: ctx.now,
        guestId: ctx.guest?.id ?? null,
      });
      return {
        ...config,
        config: { ...config.config, rewards: config.config.rewards.map(rewardOut) },
        odds: config.odds.map((line) => ({ ...line, reward: line.reward && rewardOut(line.reward) })),
        guestInfo: config.guestInfo ? guestInfoOut(config.guestInfo) : null,
      };
    },
  },
  Mutation: {
    useGameAttempt: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { configId } = parseInput(ZConfigArgs, args);
      const guest = requireGuestToken(ctx);
      const command = { db: ctx.db, now: () => ctx.now, wakeOutbox: ctx.wakeOutbox };
      try {
        const result = await runCommand(command, useAttempt, {
          guestId: guest.id,
          configId,
          language: ctx.language,
        });
        return {
          reward: result.reward && rewardOut(result.reward),
          guestInfo: guestInfoOut(result.guestInfo),
          error: null,
        };
      } catch (error) {
        // The spec's refusals (notStarted, ended, noAttemptsLeft) answer error.errorMessage.
        const details =
          error instanceof AppError ? (error.details as { errorMessage?: string } | undefined) : undefined;
        if (error instanceof AppError && error.code === AppErrorCode.CONFLICT && details?.errorMessage)
          return { reward: null, guestInfo: null, error: details };
        throw error;
      }
    },
  },
};

/** The game service's load config and use attempt. */
export const gamesExtension: ContentExtension = { typeDefs, resolvers };
