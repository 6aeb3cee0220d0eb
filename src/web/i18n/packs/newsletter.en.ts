/** The newsletter pages' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  names: {
    "1024": "VIP club news",
    "512": "Late-night specials",
    "2048": "VR porn",
    "256": "Contests",
  },
  unsubTitle: "Unsubscribe from newsletters",
  unsubIntro: "Stop a newsletter with one click: no login and no questions.",
  linkAbout: "This link is for:",
  unsubButton: "Unsubscribe",
  unsubBusy: "Unsubscribing…",
  done: "Done: you will get none of these newsletters any more.",
  already: "You are already unsubscribed from these newsletters.",
  invalid: "This unsubscribe link is not valid. Log in to change your newsletters in your account.",
  failed: "That did not work. Please try again.",
  noLink: "Came here without a link from a mail? Your account's settings list every newsletter.",
  manage: "Newsletter settings",
  login: "Log in to choose your newsletters.",
  loginButton: "Log in",
  vrTitle: "VR porn",
  vrIntro:
    "Virtual-reality videos put you in the room: a 180° view you look around in with a headset, or on your phone by turning it.",
  vrPoints: [
    "New VR videos first, in the VR newsletter",
    "Every newsletter ends with a one-click unsubscribe link",
    "Switch it on and off here or in your account's settings",
  ],
  vrSubscribed: "You get the VR newsletter.",
  vrNotSubscribed: "Get the VR newsletter and be the first to hear of new VR videos.",
  vrSubscribe: "Get the VR newsletter",
  vrUnsubscribe: "Stop the VR newsletter",
  vrBusy: "Saving…",
};

export type NewsletterTexts = typeof texts;
