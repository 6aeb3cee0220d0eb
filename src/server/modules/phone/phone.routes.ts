import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type TPincallResult,
  type TPincallVerifications,
  ZPhoneBlacklistEntry,
  ZPinBudgetInput,
  ZPincallStart,
  ZPincallVerify,
} from "../../../common/contracts/phone.ts";
import { isLanguage, type Language, normalizeLanguage } from "../../../common/languages.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import {
  addToBlacklist,
  blacklistEntries,
  hasVerifiedMobile,
  pinBudgetOf,
  presentVerification,
  removeFromBlacklist,
  setPinBudget,
  startVerification,
  verificationsOf,
  verifyPin,
} from "./index.ts";

/** The language of the messages: the one asked for, else the guest's own. */
function languageOf(request: FastifyRequest, asked: string | undefined, guestLanguage: string): Language {
  if (isLanguage(asked)) return asked;
  const query = (request.query as { language?: unknown } | undefined)?.language;
  return isLanguage(query) ? query : normalizeLanguage(guestLanguage);
}

/**
 * Phone (pin-call) verification, spec core §7: start (the PIN goes out by SMS or voice call after
 * commit; the client's address goes to the command, which counts it as its network) and verify. Failures answer the platform's error with the phone code of spec §8 in
 * error.details.phoneCode and a message in the guest's language. Every call needs login.
 */
export async function phoneRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/pinCall/startVerification", async (request): Promise<TPincallResult> => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZPincallStart, request.body);
    const language = languageOf(request, input.language, guest.language);
    const row = await runCommand(ctx, startVerification, {
      guestId: guest.id,
      emailVerified: guest.emailVerifiedAt !== null,
      address: request.ip,
      ...input,
      language,
    });
    return { success: true, verification: presentVerification(row) };
  });

  app.post("/pinCall/verifyPin", async (request): Promise<TPincallResult> => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZPincallVerify, request.body);
    const language = languageOf(request, undefined, guest.language);
    const row = await verifyPin({ db: ctx.db, guestId: guest.id, ...input, language, now: ctx.now() });
    return { success: true, verification: presentVerification(row) };
  });

  app.get("/pinCall/verifications", async (request): Promise<TPincallVerifications> => {
    const { guest } = await requireGuest(request);
    const rows = await verificationsOf(ctx.db, guest.id, ctx.now());
    return {
      verifications: rows.map(presentVerification),
      hasVerifiedMobile: await hasVerifiedMobile(ctx.db, guest.id),
    };
  });

  // The operator's phone blacklist (docs/REST.md "Phone blacklist"): numbers and E.164 prefixes.
  const authorize = operatorGuard(app);

  app.get("/internal/phone/blacklist", async (request) => {
    authorize(request);
    return { success: true, entries: await blacklistEntries(ctx.db) };
  });

  app.post("/internal/phone/blacklist", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZPhoneBlacklistEntry, request.body);
    const result = await runCommand(ctx, addToBlacklist, { input });
    reply.status(result.created ? 201 : 200);
    return { success: true, ...result };
  });

  app.post("/internal/phone/blacklist/remove", async (request) => {
    authorize(request);
    const input = parseInput(ZPhoneBlacklistEntry, request.body);
    return { success: true, ...(await runCommand(ctx, removeFromBlacklist, { input })) };
  });

  // The daily budget of PIN messages (docs/REST.md "PIN budget"): what pumping can cost at most.
  app.get("/internal/phone/pinBudget", async (request) => {
    authorize(request);
    return { success: true, budget: await pinBudgetOf(ctx.db, ctx.now()) };
  });

  app.post("/internal/phone/pinBudget", async (request) => {
    authorize(request);
    const input = parseInput(ZPinBudgetInput, request.body);
    return { success: true, budget: await runCommand(ctx, setPinBudget, { input }) };
  });
}
