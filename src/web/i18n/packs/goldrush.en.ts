/** The Goldrush's texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  title: "Goldrush",
  description:
    "Collect gold with what you do on Velvet every day: visit, pin favourites, write, watch. Every reward on the ladder is yours once your gold reaches it.",
  none: "No Goldrush is running right now. Come back soon!",
  failed: "The Goldrush could not be loaded.",
  retry: "Try again",
  yourGold: "Your gold",
  goldAmount: "{points} gold",
  toNext: "{points} gold to the next reward: {reward}",
  allReached: "You reached every reward of this Goldrush!",
  runsUntil: "Runs until {date}",
  visit: {
    button: "Collect today's gold",
    done: "Today's visit is counted. Come back tomorrow!",
    counted: "+{points} gold for your visit today!",
  },
  activities: {
    title: "How to earn gold",
    intro: "Each activity counts up to its limit per day (Berlin time). VIP members get the bonus on top.",
    points: "{points} gold",
    vipBonus: "+{points} for VIP",
    today: "Today {count} of {limit}",
    limit: { one: "Up to {count} a day", other: "Up to {count} a day" },
    free: "Free",
    names: {
      dailyVisit: "Daily visit",
      favorite: "Pin a favourite",
      message: "Write a message",
      purchase: "Buy a video or photo album",
      liveMinute: "A minute of live chat",
    },
  },
  challenges: {
    title: "Challenges",
    bonus: "+{points} gold bonus",
    progress: "{progress} of {target}",
    done: "Completed",
  },
  rewards: {
    title: "The reward ladder",
    at: "at {points} gold",
    granted: "Yours",
    reached: "Reached",
    locked: "Still to reach",
  },
  login: {
    title: "Join the Goldrush",
    text: "Log in to collect gold: your daily visit alone earns gold every day, no purchase needed.",
    button: "Log in",
  },
};

export type GoldrushTexts = typeof texts;
