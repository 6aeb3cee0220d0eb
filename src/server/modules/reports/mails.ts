import type { ReportReason } from "../../../common/contracts/reports.ts";
import type { Language } from "../../../common/languages.ts";

type Texts = {
  reasons: Record<ReportReason, string>;
  receipt: (
    reference: string,
    url: string,
    reason: string,
    link: string,
  ) => { subject: string; text: string };
  decided: (
    reference: string,
    url: string,
    actioned: boolean,
    decision: string,
  ) => { subject: string; text: string };
};

const TEXTS: Record<Language, Texts> = {
  de: {
    reasons: {
      illegal: "Rechtswidriger Inhalt",
      minor: "Möglicherweise minderjährige Person",
      consent: "Ohne Einwilligung veröffentlicht",
      copyright: "Urheberrechtsverletzung",
      privacy: "Verletzung der Privatsphäre",
      hate: "Hass oder Belästigung",
      violence: "Gewalt",
      other: "Sonstiges",
    },
    receipt: (reference, url, reason, link) => ({
      subject: `Deine Meldung ${reference} ist eingegangen`,
      text: `Hallo,\n\nwir haben deine Meldung erhalten und prüfen sie so schnell wie möglich.\n\nVorgangsnummer: ${reference}\nGemeldete Seite: ${url}\nGrund: ${reason}\n\nDen Stand deiner Meldung siehst du jederzeit hier:\n${link}\n\nSobald wir entschieden haben, schreiben wir dir mit unserer Begründung.\n\nDein Velvet-Team`,
    }),
    decided: (reference, url, actioned, decision) => ({
      subject: `Entscheidung zu deiner Meldung ${reference}`,
      text: `Hallo,\n\nwir haben deine Meldung ${reference} zu ${url} geprüft.\n\n${actioned ? "Wir haben den Inhalt entfernt oder eingeschränkt." : "Wir haben keinen Verstoß festgestellt und den Inhalt nicht geändert."}\n\nBegründung:\n${decision}\n\nDein Velvet-Team`,
    }),
  },
  en: {
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
    receipt: (reference, url, reason, link) => ({
      subject: `We received your report ${reference}`,
      text: `Hello,\n\nwe have received your report and will review it as soon as possible.\n\nReference: ${reference}\nReported page: ${url}\nReason: ${reason}\n\nYou can see the state of your report at any time here:\n${link}\n\nOnce we have decided, we will write to you with our reasons.\n\nYour Velvet team`,
    }),
    decided: (reference, url, actioned, decision) => ({
      subject: `Decision on your report ${reference}`,
      text: `Hello,\n\nwe have reviewed your report ${reference} about ${url}.\n\n${actioned ? "We removed or restricted the content." : "We found no violation and left the content as it is."}\n\nOur reasons:\n${decision}\n\nYour Velvet team`,
    }),
  },
  es: {
    reasons: {
      illegal: "Contenido ilegal",
      minor: "Una persona que podría ser menor",
      consent: "Publicado sin consentimiento",
      copyright: "Infracción de derechos de autor",
      privacy: "Violación de la privacidad",
      hate: "Odio o acoso",
      violence: "Violencia",
      other: "Otro motivo",
    },
    receipt: (reference, url, reason, link) => ({
      subject: `Hemos recibido tu denuncia ${reference}`,
      text: `Hola:\n\nhemos recibido tu denuncia y la revisaremos lo antes posible.\n\nNúmero de referencia: ${reference}\nPágina denunciada: ${url}\nMotivo: ${reason}\n\nPuedes ver el estado de tu denuncia en cualquier momento aquí:\n${link}\n\nCuando hayamos decidido, te escribiremos con nuestros motivos.\n\nEl equipo de Velvet`,
    }),
    decided: (reference, url, actioned, decision) => ({
      subject: `Decisión sobre tu denuncia ${reference}`,
      text: `Hola:\n\nhemos revisado tu denuncia ${reference} sobre ${url}.\n\n${actioned ? "Hemos retirado o restringido el contenido." : "No hemos encontrado ninguna infracción y no hemos cambiado el contenido."}\n\nNuestros motivos:\n${decision}\n\nEl equipo de Velvet`,
    }),
  },
  nl: {
    reasons: {
      illegal: "Illegale inhoud",
      minor: "Iemand die minderjarig kan zijn",
      consent: "Zonder toestemming gepubliceerd",
      copyright: "Inbreuk op auteursrecht",
      privacy: "Schending van privacy",
      hate: "Haat of intimidatie",
      violence: "Geweld",
      other: "Iets anders",
    },
    receipt: (reference, url, reason, link) => ({
      subject: `We hebben je melding ${reference} ontvangen`,
      text: `Hallo,\n\nwe hebben je melding ontvangen en bekijken die zo snel mogelijk.\n\nReferentie: ${reference}\nGemelde pagina: ${url}\nReden: ${reason}\n\nDe stand van je melding zie je altijd hier:\n${link}\n\nZodra we hebben besloten, schrijven we je met onze redenen.\n\nJe Velvet-team`,
    }),
    decided: (reference, url, actioned, decision) => ({
      subject: `Besluit over je melding ${reference}`,
      text: `Hallo,\n\nwe hebben je melding ${reference} over ${url} bekeken.\n\n${actioned ? "We hebben de inhoud verwijderd of beperkt." : "We hebben geen overtreding gevonden en de inhoud niet gewijzigd."}\n\nOnze redenen:\n${decision}\n\nJe Velvet-team`,
    }),
  },
};

/** The receipt a reporter gets, in the report's language, with the link to its state. */
export function receiptMail(
  language: Language,
  report: { reference: string; url: string; reason: ReportReason },
  link: string,
) {
  const texts = TEXTS[language];
  return texts.receipt(report.reference, report.url, texts.reasons[report.reason], link);
}

/** The decision with its reasons, in the report's language. */
export function decisionMail(
  language: Language,
  report: { reference: string; url: string; actioned: boolean; decision: string },
) {
  return TEXTS[language].decided(report.reference, report.url, report.actioned, report.decision);
}

/** The operator's notice of a new report (English: the operator's language). */
export function operatorNotice(report: { id: number; reference: string; url: string; reason: string }) {
  return {
    subject: `New content report ${report.reference} (${report.reason})`,
    text: `A content report came in.\n\nId: ${report.id}\nReference: ${report.reference}\nPage: ${report.url}\nReason: ${report.reason}\n\nList: GET /rest/v1/internal/reports/content?status=received`,
  };
}
