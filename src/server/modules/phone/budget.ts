import { eq, sql } from "drizzle-orm";
import { berlinDate, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import type { TPinBudget, TPinBudgetInput } from "../../../common/contracts/phone.ts";
import type { Language } from "../../../common/languages.ts";
import { type DbOrTx, queryRows, type Tx } from "../../db/client.ts";
import { phonePinBudget, phonePinDays } from "../../db/schema/phone.ts";
import { recordEvent } from "../../lib/outbox/events.ts";
import { pinLimitError } from "./errors.ts";

/**
 * The platform's daily budget of PIN messages (issue 26): a ceiling on what SMS and call pumping
 * can cost in a Berlin day, whatever addresses and accounts it uses. The operator sets it
 * (phone_pin_budget, one row; the default until then); phone_pin_days counts each day's messages
 * and is the lock that serialises the last step of every start. The operator is warned once per
 * day at `warnAtPercent` and once when the budget is used up (phone.pinBudgetWarning).
 */

/** The budget until the operator sets one: about 80 EUR of texts a day at 4 cents each. */
export const DEFAULT_DAILY_PIN_BUDGET = 2000;
/** The share of the budget at which the operator is warned, until set. */
export const DEFAULT_WARN_AT_PERCENT = 80;

interface Settings {
  dailyBudget: number;
  warnAtPercent: number;
  isDefault: boolean;
}

interface DayRow {
  sent: number;
  threshold_warned_at: Date | string | null;
  exhausted_warned_at: Date | string | null;
}

async function settingsOf(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(phonePinBudget).where(eq(phonePinBudget.id, 1));
  return row
    ? { dailyBudget: row.dailyBudget, warnAtPercent: row.warnAtPercent, isDefault: false }
    : { dailyBudget: DEFAULT_DAILY_PIN_BUDGET, warnAtPercent: DEFAULT_WARN_AT_PERCENT, isDefault: true };
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

function present(settings: Settings, day: string, row: DayRow | undefined, now: Date): TPinBudget {
  const sent = row?.sent ?? 0;
  return {
    dailyBudget: settings.dailyBudget,
    warnAtPercent: settings.warnAtPercent,
    isDefault: settings.isDefault,
    day,
    sent,
    left: Math.max(0, settings.dailyBudget - sent),
    thresholdWarnedAt: iso(row?.threshold_warned_at),
    exhaustedWarnedAt: iso(row?.exhausted_warned_at),
    resetsAt: nextBerlinDayStart(now).toISOString(),
  };
}

async function dayRowOf(db: DbOrTx, day: string): Promise<DayRow | undefined> {
  const [row] = await queryRows<DayRow>(
    db,
    sql`select sent, threshold_warned_at, exhausted_warned_at from phone_pin_days where day = ${day}::date`,
  );
  return row;
}

/** Operator: the budget and today's use. */
export async function pinBudgetOf(db: DbOrTx, now: Date): Promise<TPinBudget> {
  const day = berlinDate(now);
  return present(await settingsOf(db), day, await dayRowOf(db, day), now);
}

/** The day's count at which the operator is first warned. */
function thresholdOf(settings: Settings): number {
  return Math.ceil((settings.dailyBudget * settings.warnAtPercent) / 100);
}

/** Whether a count has earned a warning that the day has not had yet. */
function warningDue(settings: Settings, row: DayRow): boolean {
  return (
    (row.sent >= thresholdOf(settings) && !row.threshold_warned_at) ||
    (row.sent >= settings.dailyBudget && !row.exhausted_warned_at)
  );
}

/**
 * Records a warning the day's count has earned and not had yet: the conditional UPDATE marks the
 * day (so a warning is raised once per level and day, whatever runs at once) and the event goes
 * out after commit (handlers.ts warnOperator).
 */
async function raiseWarnings(tx: Tx, day: string, settings: Settings, now: Date): Promise<void> {
  const levels = [
    {
      level: "threshold" as const,
      column: phonePinDays.thresholdWarnedAt,
      from: thresholdOf(settings),
      mark: { thresholdWarnedAt: now },
    },
    {
      level: "exhausted" as const,
      column: phonePinDays.exhaustedWarnedAt,
      from: settings.dailyBudget,
      mark: { exhaustedWarnedAt: now },
    },
  ];
  for (const { level, column, from, mark } of levels) {
    const [marked] = await tx
      .update(phonePinDays)
      .set(mark)
      .where(
        sql`${phonePinDays.day} = ${day}::date and ${column} is null and ${phonePinDays.sent} >= ${from}`,
      )
      .returning({ sent: phonePinDays.sent });
    if (marked)
      await recordEvent(tx, "phone.pinBudgetWarning", {
        day,
        level,
        sent: marked.sent,
        dailyBudget: settings.dailyBudget,
        warnAtPercent: settings.warnAtPercent,
      });
  }
}

/**
 * Takes one message from today's budget, or refuses the start (code 9, reason dailyBudget, until
 * midnight in Berlin). One conditional upsert of the day's row: it counts only below the budget,
 * and its row lock, held to the commit, makes parallel starts take the last messages one by one.
 */
export async function takeFromPinBudget(tx: Tx, now: Date, language: Language): Promise<void> {
  const settings = await settingsOf(tx);
  const day = berlinDate(now);
  const [taken] = await queryRows<DayRow>(
    tx,
    sql`insert into phone_pin_days (day, sent) select ${day}::date, 1 where ${settings.dailyBudget} > 0
        on conflict (day) do update set sent = phone_pin_days.sent + 1
          where phone_pin_days.sent < ${settings.dailyBudget}
        returning sent, threshold_warned_at, exhausted_warned_at`,
  );
  if (!taken)
    throw pinLimitError("dailyBudget", language, {
      limit: settings.dailyBudget,
      window: "day",
      retryAt: nextBerlinDayStart(now).toISOString(),
    });
  if (warningDue(settings, taken)) await raiseWarnings(tx, day, settings, now);
}

/**
 * Operator: sets the daily budget (and the warning share). A budget set at or below today's use
 * warns at once, as the next message would have.
 */
export async function setPinBudget(options: {
  tx: Tx;
  input: TPinBudgetInput;
  now: Date;
}): Promise<TPinBudget> {
  const { tx, input, now } = options;
  const current = await settingsOf(tx);
  const warnAtPercent = input.warnAtPercent ?? current.warnAtPercent;
  await tx
    .insert(phonePinBudget)
    .values({ id: 1, dailyBudget: input.dailyBudget, warnAtPercent, updatedAt: now })
    .onConflictDoUpdate({
      target: phonePinBudget.id,
      set: { dailyBudget: input.dailyBudget, warnAtPercent, updatedAt: now },
    });
  const day = berlinDate(now);
  await tx.insert(phonePinDays).values({ day }).onConflictDoNothing();
  const settings = { dailyBudget: input.dailyBudget, warnAtPercent, isDefault: false };
  await raiseWarnings(tx, day, settings, now);
  return present(settings, day, await dayRowOf(tx, day), now);
}
