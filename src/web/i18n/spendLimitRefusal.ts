import type { SpendLimitPeriod, TSpendLimitBreach } from "../../common/contracts/spendLimits.ts";
import type { Language } from "../../common/languages.ts";

// The one text a guest sees when a charge is refused by one of her spend limits (SPEND_LIMIT, 403):
// purchases, messages and gifts, live-chat starts. Paying screens load it with the refusal (a
// dynamic import), so it has no runtime imports: the caller formats the coins (formatCoins).
const REFUSAL: Record<Language, Record<SpendLimitPeriod, string> & { generic: string }> = {
  en: {
    day: "This would go over your daily spend limit of {limit} ({spent} spent today). You can change it in your account.",
    week: "This would go over your weekly spend limit of {limit} ({spent} spent this week). You can change it in your account.",
    month:
      "This would go over your monthly spend limit of {limit} ({spent} spent this month). You can change it in your account.",
    generic: "This would go over your spend limit. You can change it in your account.",
  },
  de: {
    day: "Damit würdest du dein Tageslimit von {limit} überschreiten (heute ausgegeben: {spent}). Du kannst es in deinem Konto ändern.",
    week: "Damit würdest du dein Wochenlimit von {limit} überschreiten (diese Woche ausgegeben: {spent}). Du kannst es in deinem Konto ändern.",
    month:
      "Damit würdest du dein Monatslimit von {limit} überschreiten (diesen Monat ausgegeben: {spent}). Du kannst es in deinem Konto ändern.",
    generic: "Damit würdest du dein Ausgabelimit überschreiten. Du kannst es in deinem Konto ändern.",
  },
  es: {
    day: "Esto superaría tu límite de gasto diario de {limit} (hoy has gastado {spent}). Puedes cambiarlo en tu cuenta.",
    week: "Esto superaría tu límite de gasto semanal de {limit} (esta semana has gastado {spent}). Puedes cambiarlo en tu cuenta.",
    month:
      "Esto superaría tu límite de gasto mensual de {limit} (este mes has gastado {spent}). Puedes cambiarlo en tu cuenta.",
    generic: "Esto superaría tu límite de gasto. Puedes cambiarlo en tu cuenta.",
  },
  nl: {
    day: "Hiermee ga je over je daglimiet van {limit} (vandaag uitgegeven: {spent}). Je kunt het in je account aanpassen.",
    week: "Hiermee ga je over je weeklimiet van {limit} (deze week uitgegeven: {spent}). Je kunt het in je account aanpassen.",
    month:
      "Hiermee ga je over je maandlimiet van {limit} (deze maand uitgegeven: {spent}). Je kunt het in je account aanpassen.",
    generic: "Hiermee ga je over je uitgavelimiet. Je kunt het in je account aanpassen.",
  },
};

function isBreach(details: unknown): details is TSpendLimitBreach {
  if (typeof details !== "object" || details === null) return false;
  const { period, limit, spent } = details as Record<string, unknown>;
  return (
    (period === "day" || period === "week" || period === "month") &&
    typeof limit === "number" &&
    typeof spent === "number"
  );
}

/**
 * Why a charge was refused by a spend limit (the SPEND_LIMIT error's details), in the guest's
 * words; `coins` formats an amount (formatCoins in the guest's language).
 */
export function spendLimitRefusal(
  details: unknown,
  language: Language,
  coins: (value: number) => string,
): string {
  const texts = REFUSAL[language] ?? REFUSAL.en;
  if (!isBreach(details)) return texts.generic;
  const values: Record<string, string> = { limit: coins(details.limit), spent: coins(details.spent) };
  return texts[details.period].replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
