/** The games' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  spinwheel: {
    title: "Spin wheel",
    description:
      "One free spin every day: coins, vouchers and VIP days, with the odds of every prize in plain sight.",
    spin: "Spin the wheel",
    spinning: "The wheel is spinning…",
    spinsLeft: { one: "{count} free spin left today", other: "{count} free spins left today" },
    extraSpins: {
      one: "+ {count} extra spin from your benefits",
      other: "+ {count} extra spins from your benefits",
    },
    noSpinsLeft: "No spin left today. Your next free spin comes in {time}.",
    won: "You won: {prize}",
    nothing: "No prize this time. Try again tomorrow!",
    points: "Your points: {points}",
    login: "Log in to spin the wheel: one free spin every day.",
    loginButton: "Log in",
    none: "The wheel takes a break: there is no game running right now.",
  },
  odds: {
    title: "The odds",
    intro:
      "Every spin is drawn by a secure random number from exactly this table. No purchase is needed, and nothing you buy changes it.",
    prize: "Prize",
    chance: "Chance",
    left: "Left",
    nothing: "No prize",
    unlimited: "–",
  },
  gained: {
    title: "Your prizes",
    empty: "No prize yet.",
    benefits: "Your vouchers and VIP days are in your benefits.",
  },
  failed: "The game could not be loaded.",
  retry: "Try again",
  refused: "The spin did not go through: {reason}",
};

export type GamesTexts = typeof texts;
