/** The model recruitment and affiliate pages' texts in English (a text pack, i18n/packs.ts). */
export const texts = {
  model: {
    title: "Become a Velvet model",
    description:
      "Earn with live chats, videos and photos on Velvet: fair shares, weekly payouts, your own rules. Apply in two minutes.",
    intro:
      "Velvet is made by independent amateurs. You decide what you show, when you are online and what it costs; we bring the guests, the payments and the technology.",
    points: [
      {
        title: "Your prices, your rules",
        text: "Set your price per minute for each chat type, sell videos and albums, and take tips in your feed.",
      },
      {
        title: "Paid every week",
        text: "Your share of every coin is credited at once and paid out weekly by bank transfer.",
      },
      {
        title: "Safe and discreet",
        text: "Block countries and guests, stay anonymous with a stage name, and get help from our support in your language.",
      },
      {
        title: "Guests from four countries",
        text: "Velvet speaks German, English, Spanish and Dutch, and brings your profile to guests in all of them.",
      },
    ],
    stepsTitle: "How it works",
    steps: [
      "Send the form below: it takes two minutes.",
      "We answer within two working days and check your age and identity with an official document.",
      "You set up your profile, prices and first content with our performer software.",
      "You go online when you want, and your earnings come every week.",
    ],
    requirements:
      "You must be at least 18 years old and able to prove it with a valid ID. Everyone who appears in your content must be 18 or older and have agreed to it.",
  },
  affiliate: {
    title: "Affiliate program",
    description:
      "Earn a share of what the guests you bring to Velvet spend: lifetime revenue share, live statistics, monthly payouts.",
    intro:
      "Send guests to Velvet from your site, channel or newsletter and earn a share of everything they spend, for as long as they stay.",
    points: [
      {
        title: "Lifetime revenue share",
        text: "A share of every coin package your guests buy, for the lifetime of their account.",
      },
      {
        title: "Ready-made material",
        text: "Links to every performer, video and category, banners and feeds in four languages.",
      },
      {
        title: "Live statistics",
        text: "Clicks, sign-ups and earnings, updated as they happen, and payouts every month.",
      },
    ],
    stepsTitle: "How to join",
    steps: [
      "Send the form below with the site or channel you want to promote Velvet on.",
      "We check your site within three working days.",
      "You get your partner links and access to your statistics.",
    ],
    requirements:
      "Your site must comply with the law of your country and must not be aimed at minors. No spam, no misleading ads.",
  },
  form: {
    title: "Apply now",
    name: "Your name",
    email: "E-mail address",
    country: "Country",
    birthDate: "Date of birth",
    birthDateHint: "You must be 18 or older.",
    website: "Your site or channel",
    websiteHint: "The address where you will promote Velvet (https://…).",
    message: "A few words about you (optional)",
    consent: "I agree that Velvet stores this information to answer my application.",
    send: "Send application",
    sending: "Sending…",
    sent: "Thank you: your application has arrived",
    sentText: "We have sent a confirmation to {email} and will answer within a few working days.",
    failed: "Your application could not be sent. Please check the marked fields.",
    tooMany: "There have been many applications from your network today. Please try again tomorrow.",
    underAge: "You must be at least 18 years old to apply.",
  },
};
export type PartnersTexts = typeof texts;
