import type { SpendLimitPeriod } from "../../../common/contracts/spendLimits.ts";
import type { Language } from "../../../common/languages.ts";

/** The texts of the spend limits in the account's limits section. */
export interface SpendLimitTexts {
  title: string;
  /** {hours}: the cooling-off. */
  rule: string;
  period: Record<SpendLimitPeriod, string>;
  limit: string;
  spent: string;
  none: string;
  /** {limit}, {date}. */
  pending: string;
  /** {date}. */
  pendingNone: string;
  /** {max}. */
  hint: string;
  submit: string;
  savedNow: string;
  /** {date}. */
  savedLater: string;
  unchanged: string;
  /** {max}. */
  invalid: string;
}

export const SPEND_LIMIT_TEXTS: Record<Language, SpendLimitTexts> = {
  en: {
    title: "Spend limits",
    rule: "Limit what you spend in coins per day, week and month: every purchase, message, gift and live-chat minute counts. A lower limit applies at once; a higher limit or removing one applies after {hours} hours.",
    period: { day: "Today", week: "This week", month: "This month" },
    limit: "Limit",
    spent: "Spent",
    none: "No limit",
    pending: "From {date}: {limit}",
    pendingNone: "No limit from {date}",
    hint: "Whole coins from 0 to {max}; leave empty for no limit. Weeks start on Monday; days and months in Berlin time.",
    submit: "Save spend limits",
    savedNow: "Your spend limits are saved and apply now.",
    savedLater: "Saved. Lower limits apply now; higher ones and removals from {date}.",
    unchanged: "Nothing changed.",
    invalid: "Enter whole coins from 0 to {max}, or leave the field empty.",
  },
  de: {
    title: "Ausgabelimits",
    rule: "Begrenze, was du pro Tag, Woche und Monat an Coins ausgibst: Jeder Kauf, jede Nachricht, jedes Geschenk und jede Live-Chat-Minute zählt. Ein niedrigeres Limit gilt sofort, ein höheres oder das Entfernen erst nach {hours} Stunden.",
    period: { day: "Heute", week: "Diese Woche", month: "Dieser Monat" },
    limit: "Limit",
    spent: "Ausgegeben",
    none: "Kein Limit",
    pending: "Ab {date}: {limit}",
    pendingNone: "Kein Limit ab {date}",
    hint: "Ganze Coins von 0 bis {max}; leer lassen für kein Limit. Wochen beginnen am Montag; Tage und Monate nach Berliner Zeit.",
    submit: "Ausgabelimits speichern",
    savedNow: "Deine Ausgabelimits sind gespeichert und gelten sofort.",
    savedLater: "Gespeichert. Niedrigere Limits gelten sofort, höhere und entfernte ab {date}.",
    unchanged: "Nichts geändert.",
    invalid: "Gib ganze Coins von 0 bis {max} ein oder lass das Feld leer.",
  },
  es: {
    title: "Límites de gasto",
    rule: "Limita lo que gastas en monedas por día, semana y mes: cuenta cada compra, mensaje, regalo y minuto de chat en vivo. Un límite más bajo se aplica al instante; uno más alto o quitarlo, tras {hours} horas.",
    period: { day: "Hoy", week: "Esta semana", month: "Este mes" },
    limit: "Límite",
    spent: "Gastado",
    none: "Sin límite",
    pending: "Desde el {date}: {limit}",
    pendingNone: "Sin límite desde el {date}",
    hint: "Monedas enteras de 0 a {max}; déjalo vacío para no tener límite. Las semanas empiezan el lunes; días y meses en hora de Berlín.",
    submit: "Guardar límites de gasto",
    savedNow: "Tus límites de gasto están guardados y se aplican ya.",
    savedLater:
      "Guardado. Los límites más bajos se aplican ya; los más altos y los eliminados desde el {date}.",
    unchanged: "No ha cambiado nada.",
    invalid: "Introduce monedas enteras de 0 a {max}, o deja el campo vacío.",
  },
  nl: {
    title: "Uitgavelimieten",
    rule: "Beperk wat je per dag, week en maand aan coins uitgeeft: elke aankoop, elk bericht, elk cadeau en elke livechatminuut telt mee. Een lagere limiet geldt meteen; een hogere of het verwijderen pas na {hours} uur.",
    period: { day: "Vandaag", week: "Deze week", month: "Deze maand" },
    limit: "Limiet",
    spent: "Uitgegeven",
    none: "Geen limiet",
    pending: "Vanaf {date}: {limit}",
    pendingNone: "Geen limiet vanaf {date}",
    hint: "Hele coins van 0 tot {max}; laat leeg voor geen limiet. Weken beginnen op maandag; dagen en maanden in Berlijnse tijd.",
    submit: "Uitgavelimieten opslaan",
    savedNow: "Je uitgavelimieten zijn opgeslagen en gelden meteen.",
    savedLater: "Opgeslagen. Lagere limieten gelden meteen; hogere en verwijderde vanaf {date}.",
    unchanged: "Er is niets veranderd.",
    invalid: "Vul hele coins van 0 tot {max} in, of laat het veld leeg.",
  },
};
