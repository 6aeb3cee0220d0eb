import type { LegalTexts } from "./types.ts";

/** Terms of service, data protection notice and imprint in English. */
export const legalEn: LegalTexts = {
  termsOfService: {
    title: "Terms of service",
    description: "The rules for using Velvet: accounts, VXC coins, purchases, live chats and content.",
    updated: "Version of 1 November 2026",
    sections: [
      {
        heading: "1. Scope",
        paragraphs: [
          'These terms apply to every use of Velvet, the live-cam and video platform operated by Velvet Media GmbH ("we"). By creating an account or buying content you accept them.',
          "Velvet is an adult platform. You must be at least 18 years old, and older where the law of your country requires it, to use it.",
        ],
      },
      {
        heading: "2. Account",
        paragraphs: [
          "You need an account to chat, buy, vote or comment. Keep your password secret; you are responsible for everything done with your account.",
          "We may ask you to verify your age before you can see content rated 18. Until the check is accepted, such content stays locked.",
        ],
      },
      {
        heading: "3. VXC coins and prices",
        paragraphs: [
          "Prices on Velvet are shown in VXC coins. One euro buys four coins; amounts are rounded up to whole coins. Every price is shown before you pay.",
          "Coins are credited after a successful payment and do not expire while your account exists. Coins cannot be paid out or transferred to other accounts.",
        ],
      },
      {
        heading: "4. Purchases",
        paragraphs: [
          "A video or photo album you buy stays in your media library for as long as your account exists. Buying it twice never charges you twice.",
          "Live chats are billed per minute at the price shown on the performer's profile and in the chat before it starts. Messages may be free up to the number of free messages shown, then cost the shown message price.",
        ],
      },
      {
        heading: "5. Conduct",
        paragraphs: [
          "Treat performers and other guests with respect. Recording, copying or sharing content outside Velvet is forbidden.",
          "We may restrict or close accounts that break these rules, commit fraud or charge back payments without cause.",
        ],
      },
      {
        heading: "6. Liability and final provisions",
        paragraphs: [
          "We are liable without limitation for intent and gross negligence; otherwise only for breaches of essential obligations and limited to the foreseeable damage.",
          "German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Mandatory consumer protection rules of your country of residence remain unaffected.",
        ],
      },
    ],
  },
  dataProtection: {
    title: "Data protection",
    description: "Which personal data Velvet processes, why, for how long, and your rights under the GDPR.",
    updated: "Version of 1 November 2026",
    sections: [
      {
        heading: "1. Controller",
        paragraphs: [
          "Velvet Media GmbH is responsible for processing your personal data on Velvet. You can reach our data protection officer at privacy@velvet.example.",
        ],
      },
      {
        heading: "2. What we process",
        paragraphs: [
          "Browsing without an account: server logs (time, page, anonymised IP address) kept for 7 days to run and secure the service.",
          "With an account: your e-mail address, name, password hash, purchases, coin ledger and messages, to provide the service you signed up for (Art. 6(1)(b) GDPR). Payment data is processed by our payment provider; we never see your full card number.",
        ],
      },
      {
        heading: "3. Cookies and local storage",
        paragraphs: [
          "Necessary cookies keep you logged in, protect forms and remember your cookie choice. Functional storage (recent searches, player volume) and analytics events are used only after you allow them in the cookie banner, and you can withdraw that at any time in the cookie settings in the footer.",
        ],
      },
      {
        heading: "4. How long we keep data",
        paragraphs: [
          "Account data is kept until you delete your account. Records of payments are kept for the periods commercial and tax law require (up to 10 years), pseudonymised once the account is deleted.",
        ],
      },
      {
        heading: "5. Your rights",
        paragraphs: [
          "You have the right to access, rectification, erasure, restriction, data portability and objection, and the right to lodge a complaint with a supervisory authority. In your account you can download all your data and delete your account yourself.",
        ],
      },
    ],
  },
  imprint: {
    title: "Imprint",
    description:
      "Who runs Velvet: provider, contact details, commercial register, VAT ID, responsibility for content and youth protection.",
    updated: "Version of 1 November 2026",
    sections: [
      {
        heading: "1. Provider",
        paragraphs: [
          "Information under § 5 of the German Digital Services Act (DDG): Velvet is operated by Velvet Media GmbH, Torstraße 140, 10119 Berlin, Germany.",
          "Velvet Media GmbH is represented by its managing director, Julia Hartmann.",
        ],
      },
      {
        heading: "2. Contact",
        paragraphs: [
          "E-mail: support@velvet.example · Phone: +49 30 23125 500",
          "For questions about your personal data, write to our data protection officer at privacy@velvet.example.",
        ],
      },
      {
        heading: "3. Commercial register and VAT",
        paragraphs: [
          "Registered in the commercial register of the Local Court (Amtsgericht) of Charlottenburg, Berlin, under HRB 123456 B.",
          "VAT identification number under § 27a of the German VAT Act (UStG): DE123456789.",
        ],
      },
      {
        heading: "4. Responsible for content",
        paragraphs: [
          "Responsible for the content under § 18(2) of the German Interstate Media Treaty (MStV): Julia Hartmann, address as above.",
        ],
      },
      {
        heading: "5. Youth protection officer",
        paragraphs: [
          "Velvet contains content intended for adults only. Our youth protection officer under § 7 of the German Interstate Treaty on the Protection of Minors in the Media (JMStV) is Dr. Markus Weber, Velvet Media GmbH, Torstraße 140, 10119 Berlin, Germany, youth-protection@velvet.example.",
          "You can contact him at any time with questions or concerns about the protection of minors.",
        ],
      },
      {
        heading: "6. Consumer dispute resolution",
        paragraphs: [
          "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, simply write to us at support@velvet.example.",
        ],
      },
    ],
  },
};
