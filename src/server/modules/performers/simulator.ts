import { type Language, normalizeLanguage } from "../../../common/languages.ts";
import { runCommand } from "../../lib/command.ts";
import type { AppContext } from "../../lib/context.ts";
import { guestNamesOf } from "../accounts/index.ts";
import { actorPresences } from "../catalog/index.ts";
import {
  activeSessions,
  actorWriteLine,
  endAsPerformer,
  type LiveSessionRow,
  linesOf,
  presentLines,
} from "../live/index.ts";
import { actorSend, giftsOfMessages, unansweredChannels } from "../messenger/index.ts";
import { setActorOnline } from "./commands/actorState.ts";
import { simulateFeedPost } from "./feedPosts.ts";
import { keepShowCalendar } from "./showCalendar.ts";
import { LIVE_TEXTS } from "./simulatorTexts.ts";

type Log = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

const REPLIES: Record<Language, string[]> = {
  en: [
    "Hey, thanks for your message! 😊",
    "Nice to hear from you! How is your day going?",
    "Hi sweetie, I was hoping you'd write. Come see me in my cam later?",
    "Thank you! That made me smile.",
  ],
  de: [
    "Hey, danke für deine Nachricht! 😊",
    "Schön, von dir zu hören! Wie läuft dein Tag?",
    "Hi Süßer, ich habe gehofft, dass du schreibst. Schaust du später in meiner Cam vorbei?",
    "Danke dir! Da musste ich lächeln.",
  ],
  es: [
    "¡Hola, gracias por tu mensaje! 😊",
    "¡Qué bien saber de ti! ¿Qué tal tu día?",
    "Hola cariño, esperaba que me escribieras. ¿Me visitas luego en mi cam?",
    "¡Gracias! Me has hecho sonreír.",
  ],
  nl: [
    "Hé, bedankt voor je bericht! 😊",
    "Leuk om van je te horen! Hoe gaat je dag?",
    "Hoi schat, ik hoopte al dat je zou schrijven. Kom je straks naar mijn cam?",
    "Dankjewel! Daar moest ik om glimlachen.",
  ],
};

/** Replies to gifts: the gift's name, or how long the toy ran. */
const GIFT_REPLIES: Record<Language, { gift: string; toy: string }> = {
  en: { gift: "Thank you for your gift: {gift}! 🥰", toy: "Mmm, I felt that for {seconds} seconds 😍" },
  de: {
    gift: "Danke für dein Geschenk: {gift}! 🥰",
    toy: "Mmm, das habe ich {seconds} Sekunden lang gespürt 😍",
  },
  es: { gift: "¡Gracias por tu regalo: {gift}! 🥰", toy: "Mmm, lo he sentido durante {seconds} segundos 😍" },
  nl: { gift: "Dankjewel voor je cadeau: {gift}! 🥰", toy: "Mmm, dat voelde ik {seconds} seconden lang 😍" },
};

/** Mulberry32: a small seeded PRNG, so a run of the simulator is repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The host codes the simulator ends a chat with (spec core §8): mostly "ended", now and then another. */
const HOST_EXITS = [201, 201, 201, 201, 203, 205, 208];

export interface SimulatorOptions {
  /** Milliseconds between rounds of the cam-show calendar (default a minute). */
  calendarEveryMs?: number;
  /** Milliseconds between simulated feed posts (default 10 minutes). */
  feedPostEveryMs?: number;
  /** Milliseconds between online/offline rounds: a random value in [min, max]. */
  flipEveryMs?: [number, number];
  /** An actor stays online at least this long before she may go offline (default 20 min). */
  minOnlineMs?: number;
  /** A new live chat's guest is greeted this long after the start. */
  greetAfterMs?: number;
  /** The performer writes a line of her own when the chat was quiet this long (half the rounds). */
  chatterEveryMs?: number;
  /** Chance per round (pollEveryMs) that she ends a chat older than minChatBeforeEndMs (201-208). */
  endChancePerRound?: number;
  /** A chat runs at least this long before the performer may end it. */
  minChatBeforeEndMs?: number;
  /** How long an actor "types" before a reply. */
  replyAfterMs?: number;
  /** How often unanswered messages are looked for. */
  pollEveryMs?: number;
  seed?: number;
}

export interface PerformerSimulator {
  /** One online/offline round: flips 1 to 3 actors. */
  flip(): Promise<void>;
  /** Replies to guest messages older than replyAfterMs that got no answer yet. */
  reply(): Promise<void>;
  /**
   * One round of the live chats: greets new guests, thanks for gifts and toy controls with a live
   * reaction, answers lines, chats now and then and, rarely, ends a chat with a host code.
   */
  chat(): Promise<void>;
  /** One round of the demo performers' cam-show calendar (showCalendar.ts): the shows it scheduled. */
  calendar(): Promise<number>;
  /** One new feed post of a performer (online ones first); the new post's id. */
  post(): Promise<number | null>;
  stop(): void;
}

/**
 * The embedded demo's performers (PERFORMER_SIMULATOR): every 20–40 s a few actors go online or
 * offline (online for minOnlineMs at least, and never while in a live chat), in live chats they
 * greet, chat, react to gifts and toys and rarely end the chat; guests' messages get a short friendly reply in the guest's language after a few
 * seconds. It calls the same commands as the performer API (setActorOnline, actorSend), so
 * their events reach sockets and favourites like those of real performer software. Only messages written after
 * its start are answered. Timers are unref'd; stop() ends them.
 */
export function startPerformerSimulator(
  ctx: AppContext,
  log: Log,
  options: SimulatorOptions = {},
): PerformerSimulator {
  const [minFlip, maxFlip] = options.flipEveryMs ?? [20_000, 40_000];
  const replyAfterMs = options.replyAfterMs ?? 4_000;
  const minOnlineMs = options.minOnlineMs ?? 20 * 60_000;
  const greetAfterMs = options.greetAfterMs ?? 1_500;
  const chatterEveryMs = options.chatterEveryMs ?? 45_000;
  const endChancePerRound = options.endChancePerRound ?? 1 / 2_000;
  const minChatBeforeEndMs = options.minChatBeforeEndMs ?? 5 * 60_000;
  const random = seededRandom(options.seed ?? 20_250_101);
  const startedAt = ctx.now();
  let stopped = false;
  let flipTimer: NodeJS.Timeout | null = null;
  let replying = false;
  let chatting = false;
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;

  const flip = async () => {
    const all = await actorPresences(ctx.db);
    if (all.length === 0) return;
    const inChat = new Set((await activeSessions(ctx.db)).map((session) => session.actorId));
    const now = ctx.now().getTime();
    // A performer in a chat or her ticket show stays until it ends; one who just came online stays a while.
    const mayGoOffline = (actor: (typeof all)[number]) =>
      !inChat.has(actor.id) && !actor.inShow && (actor.onlineSince?.getTime() ?? 0) <= now - minOnlineMs;
    const onlineShare = all.filter((a) => a.isOnline).length / all.length;
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const actor = all[Math.floor(random() * all.length)];
      if (!actor) continue;
      // Keep roughly a third online: above that, prefer sending actors offline, below it online.
      const goOnline = actor.isOnline
        ? onlineShare < 0.2 && random() < 0.5
        : onlineShare < 0.5 || random() < 0.3;
      if (goOnline === actor.isOnline) continue;
      if (!goOnline && !mayGoOffline(actor)) continue;
      await runCommand(ctx, setActorOnline, { actorId: actor.id, online: goOnline });
      actor.isOnline = goOnline;
    }
  };

  const reply = async () => {
    if (replying) return;
    replying = true;
    try {
      const now = ctx.now();
      const due = await unansweredChannels(ctx.db, {
        since: startedAt,
        until: new Date(now.getTime() - replyAfterMs),
        limit: 20,
      });
      for (const channel of due) {
        const guest = (await guestNamesOf(ctx.db, [channel.guestId])).get(channel.guestId);
        const language = normalizeLanguage(guest?.language);
        const replies = REPLIES[language];
        const gifts =
          (await giftsOfMessages(ctx.db, [channel.messageId], language)).get(channel.messageId) ?? [];
        const toy = gifts.find((gift) => gift.toy !== null)?.toy;
        const text = toy
          ? GIFT_REPLIES[language].toy.replace("{seconds}", String(toy.durationSeconds))
          : gifts.length > 0
            ? GIFT_REPLIES[language].gift.replace("{gift}", gifts.map((gift) => gift.label).join(", "))
            : (replies[channel.messageId % replies.length] ?? replies[0] ?? "😊");
        try {
          await runCommand(ctx, actorSend, { actorId: channel.actorId, guestId: channel.guestId, text });
        } catch (error) {
          log.error({ err: error, channelId: channel.channelId }, "simulator reply failed");
        }
      }
    } finally {
      replying = false;
    }
  };

  const calendar = () => keepShowCalendar(ctx, random);

  /** One live chat's turn: at most one line (or the end) per round. */
  const chatTurn = async (session: LiveSessionRow, now: Date) => {
    const language = normalizeLanguage(session.language);
    const texts = LIVE_TEXTS[language];
    const lines = await linesOf(ctx.db, session.id);
    const lastActor = lines.findLast((line) => line.sender === "actor");
    const pending = lines.filter((line) => line.sender === "guest" && line.id > (lastActor?.id ?? 0));
    const say = (text: string, reaction: "love" | "toy" | null = null) =>
      runCommand(ctx, actorWriteLine, { actorId: session.actorId, sessionId: session.id, text, reaction });
    const age = (date: Date) => now.getTime() - date.getTime();
    if (!lastActor) {
      if (age(session.startedAt) >= greetAfterMs) await say(pick(texts.greetings));
      return;
    }
    const gifts = await presentLines(
      ctx.db,
      pending.filter((line) => line.giftId !== null),
      language,
    );
    if (gifts.length > 0) {
      const toy = gifts.find((line) => line.gift?.toy)?.gift?.toy;
      if (toy) await say(texts.toy.replace("{seconds}", String(toy.durationSeconds)), "toy");
      else await say(texts.gift.replace("{gift}", gifts.map((line) => line.gift?.label).join(", ")), "love");
      return;
    }
    const lastGuest = pending.at(-1);
    if (lastGuest && age(lastGuest.createdAt) >= replyAfterMs) {
      await say(pick(texts.answers));
      return;
    }
    if (age(session.startedAt) >= minChatBeforeEndMs && random() < endChancePerRound) {
      await runCommand(ctx, endAsPerformer, {
        actorId: session.actorId,
        sessionId: session.id,
        exitCode: pick(HOST_EXITS),
      });
      return;
    }
    const last = lines.at(-1);
    if (last && age(last.createdAt) >= chatterEveryMs && random() < 0.5) await say(pick(texts.chatter));
  };

  const chat = async () => {
    if (chatting) return;
    chatting = true;
    try {
      const now = ctx.now();
      for (const session of await activeSessions(ctx.db))
        await chatTurn(session, now).catch((error: unknown) =>
          log.error({ err: error, sessionId: session.id }, "simulator live chat failed"),
        );
    } finally {
      chatting = false;
    }
  };

  const scheduleFlip = () => {
    if (stopped) return;
    const delay = minFlip + Math.floor(random() * Math.max(0, maxFlip - minFlip));
    flipTimer = setTimeout(() => {
      flip()
        .catch((error: unknown) => log.error({ err: error }, "simulator flip failed"))
        .finally(scheduleFlip);
    }, delay);
    flipTimer.unref();
  };
  scheduleFlip();
  const replyTimer = setInterval(() => {
    reply().catch((error: unknown) => log.error({ err: error }, "simulator reply failed"));
    chat().catch((error: unknown) => log.error({ err: error }, "simulator live chat failed"));
  }, options.pollEveryMs ?? 2_000);
  replyTimer.unref();
  // The cam-show calendar: filled now, looked after every few minutes (and the running shows' performers online).
  const runCalendar = () =>
    calendar().catch((error: unknown) => log.error({ err: error }, "simulator show calendar failed"));
  const calendarTimer = setInterval(runCalendar, options.calendarEveryMs ?? 60_000);
  calendarTimer.unref();
  void runCalendar();
  const post = () => simulateFeedPost(ctx, random);
  const postTimer = setInterval(
    () => {
      post().catch((error: unknown) => log.error({ err: error }, "simulator feed post failed"));
    },
    options.feedPostEveryMs ?? 10 * 60_000,
  );
  postTimer.unref();
  log.info({ flipEveryMs: [minFlip, maxFlip], replyAfterMs }, "performer simulator started");

  return {
    flip,
    reply,
    chat,
    calendar,
    post,
    stop() {
      stopped = true;
      clearInterval(postTimer);
      clearInterval(calendarTimer);
      if (flipTimer) clearTimeout(flipTimer);
      clearInterval(replyTimer);
    },
  };
}
