/** The easter event's texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  kicker: "Easter special",
  title: "The great egg hunt",
  description:
    "Eggs hide on Velvet's pages every day. Find them, collect them and climb the reward ladder: coins, a video, VIP days and a secret prize.",
  none: "No egg hunt is running right now. Come back at Easter!",
  failed: "The egg hunt could not be loaded.",
  retry: "Try again",
  progress: "{count} of {total} eggs found",
  progressLabel: "Your eggs",
  eggFound: "Egg found",
  eggMissing: "Egg still hidden",
  today: { one: "{count} egg found today", other: "{count} eggs found today" },
  perDay: {
    one: "{count} egg hides on the site every day",
    other: "{count} eggs hide on the site every day",
  },
  ladder: {
    title: "The reward ladder",
    eggs: { one: "{count} egg", other: "{count} eggs" },
    range: "Drawn at random: {min} to {max}",
    mystery: "Mystery prize",
    mysteryHint: "Revealed when you get there",
    earned: "Earned",
    open: "To come",
  },
  history: {
    title: "Your rewards",
    empty: "No reward yet: your first egg brings the first one.",
    at: "Earned on {date}",
  },
  how: {
    title: "How it works",
    step1: "Log in and browse Velvet: videos, cams, the blog, performers' profiles.",
    step2: "Spot the little glowing egg on a page and click it.",
    step3: "Other eggs hide every day, on other pages: come back tomorrow.",
    step4: "A reward lands in your account the moment you reach it.",
  },
  login: {
    text: "Log in to collect eggs and earn the rewards.",
    button: "Log in",
  },
  egg: {
    label: "A hidden easter egg: collect it",
    found: "You found an egg!",
    count: "{count} of {total} eggs",
    reward: "Reward unlocked: {reward}",
    more: "See your rewards",
    close: "Close",
    failed: "This egg could not be collected. Please try again.",
    already: "You already found this egg.",
    expired: "This egg hid on another day. Reload the page and look again.",
    ended: "The egg hunt is over.",
  },
};

export type EasterTexts = typeof texts;
