/** The content report page's texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  title: "Report content",
  description:
    "Report a page, a video, a picture or a comment on Velvet that you believe is illegal or breaks our rules.",
  intro:
    "Tell us about content on Velvet that you believe is illegal or breaks our terms. We review every report, act on it where needed and tell you our decision with our reasons if you leave an e-mail address.",
  emergency: "If someone is in danger right now, call the police (112 in the EU) first.",
  url: "Address of the page",
  urlHint:
    "The page you are reporting, e.g. a video, a profile or a post. We filled in the page you came from.",
  reason: "Reason",
  reasons: {
    illegal: "Illegal content",
    minor: "A person who may be a minor",
    consent: "Published without consent",
    copyright: "Copyright infringement",
    privacy: "Privacy violation",
    hate: "Hate or harassment",
    violence: "Violence",
    other: "Something else",
  },
  explanation: "What is wrong with it?",
  explanationHint: "Please explain why the content is illegal or breaks our rules (at least 10 characters).",
  name: "Your name (optional)",
  email: "Your e-mail address (optional)",
  emailHint: "For the receipt and our decision. Reports about minors can be made without a name.",
  goodFaith:
    "I confirm that the information in this report is accurate and complete to the best of my knowledge.",
  send: "Send report",
  sending: "Sending…",
  received: "Thank you: your report has arrived",
  receiptNumber: "Your reference: {reference}",
  receiptMailed: "We have sent the receipt to your e-mail address.",
  receiptKeep: "Keep this number: with it you can see the state of your report on this page.",
  another: "Report something else",
  lookup: "State of a report",
  lookupLabel: "Reference",
  lookupSend: "Show",
  notFound: "We know no report with this reference.",
  status: {
    received: "Received, being reviewed",
    actioned: "Decided: we removed or restricted the content",
    rejected: "Decided: we found no violation",
  },
  receivedOn: "Received on {date}",
  decidedOn: "Decided on {date}",
  ourReasons: "Our reasons",
  failed: "Your report could not be sent. Please check the form and try again.",
  tooMany:
    "You have sent many reports in a short time. Please try again in an hour, or write to our support.",
};
export type ReportsTexts = typeof texts;
