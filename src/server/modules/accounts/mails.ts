import type { Language } from "../../../common/languages.ts";
import type { Mail } from "../../adapters/mailer/mailer.ts";

type Template = (name: string, link: string) => { subject: string; text: string };

const VERIFY: Record<Language, Template> = {
  de: (name, link) => ({
    subject: "Bitte bestätige deine E-Mail-Adresse",
    text: `Hallo ${name},\n\nwillkommen bei Velvet! Bitte bestätige deine E-Mail-Adresse mit diesem Link:\n\n${link}\n\nDer Link ist 7 Tage gültig. Wenn du dich nicht angemeldet hast, ignoriere diese Mail einfach.\n\nDein Velvet-Team`,
  }),
  en: (name, link) => ({
    subject: "Please confirm your e-mail address",
    text: `Hi ${name},\n\nwelcome to Velvet! Please confirm your e-mail address with this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not sign up, just ignore this mail.\n\nYour Velvet team`,
  }),
  es: (name, link) => ({
    subject: "Confirma tu dirección de correo electrónico",
    text: `Hola ${name}:\n\n¡Bienvenido a Velvet! Confirma tu dirección de correo con este enlace:\n\n${link}\n\nEl enlace es válido durante 7 días. Si no te has registrado, ignora este correo.\n\nEl equipo de Velvet`,
  }),
  nl: (name, link) => ({
    subject: "Bevestig je e-mailadres",
    text: `Hoi ${name},\n\nwelkom bij Velvet! Bevestig je e-mailadres met deze link:\n\n${link}\n\nDe link is 7 dagen geldig. Heb je je niet aangemeld? Dan kun je deze mail negeren.\n\nJe Velvet-team`,
  }),
};

const RESET: Record<Language, Template> = {
  de: (name, link) => ({
    subject: "Neues Passwort für Velvet",
    text: `Hallo ${name},\n\nmit diesem Link legst du ein neues Passwort fest:\n\n${link}\n\nDer Link ist eine Stunde gültig und funktioniert nur einmal. Wenn du kein neues Passwort angefordert hast, ignoriere diese Mail; dein Passwort bleibt unverändert.\n\nDein Velvet-Team`,
  }),
  en: (name, link) => ({
    subject: "A new password for Velvet",
    text: `Hi ${name},\n\nset a new password with this link:\n\n${link}\n\nThe link is valid for one hour and works once. If you did not ask for a new password, ignore this mail; your password stays as it is.\n\nYour Velvet team`,
  }),
  es: (name, link) => ({
    subject: "Nueva contraseña para Velvet",
    text: `Hola ${name}:\n\ncon este enlace puedes establecer una contraseña nueva:\n\n${link}\n\nEl enlace es válido durante una hora y solo funciona una vez. Si no has pedido una contraseña nueva, ignora este correo; tu contraseña no cambia.\n\nEl equipo de Velvet`,
  }),
  nl: (name, link) => ({
    subject: "Nieuw wachtwoord voor Velvet",
    text: `Hoi ${name},\n\nmet deze link stel je een nieuw wachtwoord in:\n\n${link}\n\nDe link is een uur geldig en werkt één keer. Heb je geen nieuw wachtwoord aangevraagd? Negeer deze mail dan; je wachtwoord blijft hetzelfde.\n\nJe Velvet-team`,
  }),
};

export function verificationMail(to: string, name: string, language: Language, link: string): Mail {
  return { to, ...VERIFY[language](name, link) };
}

export function resetMail(to: string, name: string, language: Language, link: string): Mail {
  return { to, ...RESET[language](name, link) };
}
