/** The help centre's texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  title: "Help centre",
  description:
    "Answers to the questions guests ask most: account, VXC coins and payment, live chats, videos and privacy.",
  intro:
    "Answers to the questions our guests ask most. Didn't find yours? Write to us and we will answer within a day.",
  filter: "Search the answers",
  noMatch: "No answer matches your search.",
  contact: "Write to support",
  reportLink: "Report content",
  /** The language the answers below are written in (the help centre has German, Spanish and English). */
  contentLanguage: "en",
  topics: [
    {
      title: "Your account",
      questions: [
        {
          q: "How do I create an account?",
          a: "Choose “Sign up free” at the top of any page, enter your e-mail address, a password and a name. We send you a link to confirm your address; some features (e-mails when a favourite comes online, phone alerts) need a confirmed address.",
        },
        {
          q: "I forgot my password. What now?",
          a: "Open the login, choose “Forgot password?” and enter your e-mail address. You get a link that lets you set a new password; it is valid for a short time and only once.",
        },
        {
          q: "How do I delete my account?",
          a: "Under My account → Profile you can download your data and delete your account. We ask for your password first. Deleting removes your profile, messages and favourites; what the law makes us keep (payments) is kept for the legal period only.",
        },
      ],
    },
    {
      title: "VXC coins and payment",
      questions: [
        {
          q: "What are VXC coins?",
          a: "VXC is Velvet's coin. You pay videos, albums, live chats and tips with it. Every price is shown in coins before you pay, and coins you bought do not expire while your account exists.",
        },
        {
          q: "How do I buy coins?",
          a: "Choose your balance or any “Buy” button: the payment window offers coin packages by card or the other methods of your country. The coins are on your account as soon as the payment is confirmed.",
        },
        {
          q: "Can I limit what I spend?",
          a: "Yes. Under My account you set a monthly deposit limit. A lower limit applies at once; a higher one only after a few days of cooling off, so a decision in the heat of the moment cannot raise it.",
        },
      ],
    },
    {
      title: "Live chats",
      questions: [
        {
          q: "How is a live chat billed?",
          a: "A live chat costs the performer's price per minute, billed by our server once per started minute while the chat runs. You see the price before you start and can end the chat at any moment; you never pay for a minute that has not begun.",
        },
        {
          q: "What is the free chat?",
          a: "Performers marked “free chat” can be watched for a few free minutes a day. The minutes you have left today are shown on the page; they start again at midnight.",
        },
      ],
    },
    {
      title: "Videos and albums",
      questions: [
        {
          q: "Where do I find what I bought?",
          a: "Everything you bought is in My account → Media library: videos and photo albums, for as long as your account exists. You can archive what you no longer want to see and bring it back later.",
        },
        {
          q: "A video does not play. What can I do?",
          a: "Reload the page and check your connection; the player picks a quality your connection can carry. If it still does not play, write to support with the video's address and we will look into it.",
        },
      ],
    },
    {
      title: "Privacy and safety",
      questions: [
        {
          q: "Who sees my name and what I buy?",
          a: "Performers see the name you chose when you write to them or join their chat. What you buy is visible only to you. Our data protection notice explains what we store and why.",
        },
        {
          q: "How do I report content?",
          a: "Choose “Report content” at the bottom of any page: the form takes the page you were on. You get a reference number, and we tell you our decision with our reasons if you leave an e-mail address.",
        },
      ],
    },
  ],
};
export type HelpTexts = typeof texts;
