import type { TLiveLine, TLiveLinesPage } from "../../../../common/contracts/liveLines.ts";
import type { Language } from "../../../../common/languages.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { notFound } from "../../../lib/errors.ts";
import { actorToyAvailable } from "../../catalog/index.ts";
import { sessionById, sessionOf } from "../queries.ts";
import { actorWriteLine, guestWriteLine } from "./commands.ts";
import { linesOf, presentLine, presentLines } from "./queries.ts";

/**
 * The live text chat's calls (livechat.routes.ts): the guest reads the log of their chat (also
 * after it ended, for a reconnect) and writes in it; the performer side writes and reads too.
 */

/** The guest's chat log with whether toy controls work now; 404 for another's chat. */
export async function chatLines(
  db: DbOrTx,
  options: { guestId: number; sessionId: number; language: Language },
): Promise<TLiveLinesPage> {
  const session = await sessionOf(db, options.guestId, options.sessionId);
  if (!session) throw notFound("Session");
  const [rows, toy] = await Promise.all([linesOf(db, session.id), actorToyAvailable(db, session.actorId)]);
  return {
    lines: await presentLines(db, rows, options.language),
    isDildocontrolAvailable: session.state === "active" && toy,
  };
}

/** A session's log for its performer (operator API); 404 when the chat is not hers. */
export async function actorChatLines(
  db: DbOrTx,
  options: { actorId: number; sessionId: number; language: Language },
): Promise<TLiveLinesPage> {
  const session = await sessionById(db, options.sessionId);
  if (!session || session.actorId !== options.actorId) throw notFound("Session");
  const [rows, toy] = await Promise.all([linesOf(db, session.id), actorToyAvailable(db, session.actorId)]);
  return { lines: await presentLines(db, rows, options.language), isDildocontrolAvailable: toy };
}

/** The guest writes a line (guestWriteLine) and gets it back as shown. */
export async function writeChatLine(options: {
  tx: Tx;
  guestId: number;
  sessionId: number;
  text: string;
  now: Date;
}): Promise<TLiveLine> {
  return presentLine(await guestWriteLine(options), undefined, "en");
}

/** The performer writes a line (actorWriteLine) and gets it back as shown. */
export async function writeActorLine(options: Parameters<typeof actorWriteLine>[0]): Promise<TLiveLine> {
  return presentLine(await actorWriteLine(options), undefined, "en");
}
