/** The door calendars' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  title: "Advent calendar",
  description:
    "A door a day from 1 to 24 December: videos, photo albums, coins, messenger gifts and merchandise from our performers, free.",
  kicker: "24 doors, 24 gifts",
  giftKicker: "A gift every day",
  intro: "Open today's door for a free gift from one of our performers. Each door opens on its own day only.",
  none: "No calendar is running right now. The advent calendar opens its first door on 1 December.",
  login: "Log in to open today's door: the gifts are free.",
  loginButton: "Log in",
  today: "Today is day {day}: its door is waiting for you.",
  open: "Open",
  opening: "Opening…",
  openLabel: "Open door {day}, a gift from {name}",
  lockedLabel: "Door {day}, locked until its day",
  openedLabel: "Opened:",
  missedLabel: "Missed:",
  missed: "Missed",
  revealed: "A gift from {name}",
  close: "Close",
  code: "Your voucher code: {code}",
  whereCoins: "The coins are in your balance.",
  whereGifts: "The messenger gifts are waiting in your messenger.",
  whereBenefits: "Find it in your benefits.",
  alreadyOpened: "You have opened this door already.",
  missedRefusal: "This door's day has passed: only today's door opens.",
  refused: "The door did not open. Please try again.",
  legend: "Glowing: today's door. Dimmed: a missed day. Sealed: still to come.",
  failed: "The calendar could not be loaded.",
  retry: "Try again",
};

export type AdventTexts = typeof texts;
