import type { PartnerKind } from "../../../common/contracts/partners.ts";
import type { Language } from "../../../common/languages.ts";

type Confirmation = (name: string, kind: PartnerKind) => { subject: string; text: string };

const CONFIRMATION: Record<Language, Confirmation> = {
  de: (name, kind) => ({
    subject:
      kind === "model"
        ? "Deine Bewerbung als Velvet-Model"
        : "Deine Bewerbung für das Velvet-Partnerprogramm",
    text: `Hallo ${name},\n\ndanke für deine Bewerbung${kind === "model" ? " als Model" : " für unser Partnerprogramm"}. Wir melden uns innerhalb weniger Werktage bei dir.\n\nDein Velvet-Team`,
  }),
  en: (name, kind) => ({
    subject:
      kind === "model"
        ? "Your application as a Velvet model"
        : "Your application for the Velvet affiliate program",
    text: `Hi ${name},\n\nthank you for your application${kind === "model" ? " as a model" : " for our affiliate program"}. We will get back to you within a few working days.\n\nYour Velvet team`,
  }),
  es: (name, kind) => ({
    subject:
      kind === "model"
        ? "Tu solicitud como modelo de Velvet"
        : "Tu solicitud para el programa de afiliados de Velvet",
    text: `Hola, ${name}:\n\ngracias por tu solicitud${kind === "model" ? " como modelo" : " para nuestro programa de afiliados"}. Te responderemos en pocos días laborables.\n\nEl equipo de Velvet`,
  }),
  nl: (name, kind) => ({
    subject:
      kind === "model" ? "Je aanmelding als Velvet-model" : "Je aanmelding voor het Velvet-partnerprogramma",
    text: `Hoi ${name},\n\nbedankt voor je aanmelding${kind === "model" ? " als model" : " voor ons partnerprogramma"}. We nemen binnen enkele werkdagen contact met je op.\n\nJe Velvet-team`,
  }),
};

/** The applicant's confirmation in the language she applied in. */
export function confirmationMail(language: Language, name: string, kind: PartnerKind) {
  return CONFIRMATION[language](name, kind);
}

/** The operator's notice of a new application (English: the operator's language). */
export function operatorNotice(application: {
  id: number;
  kind: string;
  name: string;
  email: string;
  country: string;
}) {
  return {
    subject: `New ${application.kind} application from ${application.name}`,
    text: `Id: ${application.id}\nKind: ${application.kind}\nName: ${application.name}\nE-mail: ${application.email}\nCountry: ${application.country}\n\nList: GET /rest/v1/internal/partners/applications?status=new`,
  };
}
