/** The reward events' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  events: {
    "wet-and-wild": {
      title: "Wet and wild",
      description:
        "Three waves, one prize behind each: pick a wave every day and win coins, vouchers and VIP days, with the odds in plain sight.",
      pick: "Pick a wave",
      item: "Wave {number}",
      drawing: "The wave breaks…",
      none: "The waves are calm: no wet and wild event is running right now.",
    },
    slotmachine: {
      title: "Slot machine",
      description:
        "Three reels, free pulls every day: line up three symbols and win coins, vouchers and VIP days. The odds stand right beside the machine.",
      pick: "Pull the lever",
      item: "Reel {number}",
      drawing: "The reels are spinning…",
      none: "The machine is resting: no slot machine event is running right now.",
    },
    "wiesn-shooting": {
      title: "Wiesn shooting gallery",
      description:
        "Step up to the stand like at the Oktoberfest: aim at one of five targets every day and win coins, vouchers and VIP days.",
      pick: "Aim at a target",
      item: "Target {number}",
      drawing: "Bang! Checking the hit…",
      none: "The stand is closed: no Wiesn shooting gallery is running right now.",
    },
    "wiesn-bude": {
      title: "Wiesn booth",
      description:
        "Every gingerbread heart at the booth hides a prize: pick one every day and take home coins, vouchers or VIP days.",
      pick: "Pick a gingerbread heart",
      item: "Gingerbread heart {number}",
      drawing: "Unwrapping the heart…",
      none: "The booth is closed: no Wiesn booth is running right now.",
    },
    "venus-attacks": {
      title: "Venus attacks",
      description:
        "Three saucers from Venus are circling the site: catch one every day and see what it carries on board.",
      pick: "Catch a saucer",
      item: "Saucer {number}",
      drawing: "The saucer is landing…",
      none: "The sky is clear: no Venus attack is running right now.",
    },
    halloween: {
      title: "Halloween treats",
      description:
        "Trick or treat: three pumpkins glow on the porch, one pick a day, and each may hide a treat.",
      pick: "Pick a pumpkin",
      item: "Pumpkin {number}",
      drawing: "The pumpkin creaks open…",
      none: "The pumpkins are dark: no Halloween event is running right now.",
    },
    kickIt: {
      title: "Kick it 2025",
      description: "One shot a day at the goal: choose your corner and score coins, vouchers or VIP days.",
      pick: "Choose your corner",
      item: "Shot at corner {number}",
      drawing: "The ball is flying…",
      none: "The pitch is empty: no Kick it event is running right now.",
    },
    "reward-box": {
      title: "Reward box",
      description:
        "Three wrapped boxes, one a day for you to open: coins, vouchers and VIP days are inside some of them.",
      pick: "Choose a box",
      item: "Box {number}",
      drawing: "Untying the ribbon…",
      none: "The boxes are packed away: no reward box is running right now.",
    },
  },
  slotmachine: { reels: "Reels" },
  running: "Running now",
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
