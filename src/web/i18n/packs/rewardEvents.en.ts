/** The reward events' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  wetnwild: {
    title: "Wet and wild",
    description:
      "Three waves, one prize behind each: pick a wave every day and win coins, vouchers and VIP days, with the odds in plain sight.",
    pick: "Pick a wave",
    wave: "Wave {number}",
    drawing: "The wave breaks…",
    none: "The waves are calm: no wet and wild event is running right now.",
  },
  slotmachine: {
    title: "Slot machine",
    play: "Pull the lever",
    playing: "The reels are spinning…",
    reels: "Reels",
  },
  credits: {
    left: { one: "{count} free try left today", other: "{count} free tries left today" },
    noneLeft: "No try left today. Come back tomorrow for new free tries.",
  },
  result: {
    won: "You won: {prize}",
    nothing: "No prize this time.",
    refused: "That did not work: {reason}",
  },
  odds: {
    title: "The odds",
    intro:
      "Every try is drawn by a secure random number from exactly this table. No purchase is needed, and nothing you buy changes it.",
    prize: "Prize",
    chance: "Chance",
    left: "Left",
    nothing: "No prize",
    unlimited: "–",
  },
  history: {
    title: "Your prizes",
    empty: "No prize yet.",
    redeemable: "Ready to use",
    credited: "Credited",
    benefits: "Your vouchers and benefits",
  },
  login: {
    text: "Log in to play: free tries every day, no purchase needed.",
    button: "Log in",
  },
  failed: "The event could not be loaded.",
  retry: "Try again",
};

export type RewardEventsTexts = typeof texts;
