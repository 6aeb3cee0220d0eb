import { useEffect, useRef } from "react";
import type { Language } from "../../../common/languages.ts";
import { FREE_CHAT_DAILY_MINUTES } from "../../../common/live.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";

/** Why a live chat needs a login or an age check first, and what the guest gets. */
interface GateTexts {
  loginTitle: string;
  login: string;
  ageTitle: string;
  age: string;
  signup: string;
  logIn: string;
  checkAge: string;
  notNow: string;
}

const GATE_TEXTS: Record<Language, GateTexts> = {
  en: {
    loginTitle: "Log in to watch {name} live",
    login:
      "Velvet is for adults only, and a live chat is watched with an account: it keeps your {minutes} free chat minutes a day and your previews, and lets {name} know who is watching. Signing up is free and takes a minute; no payment details are needed.",
    ageTitle: "Confirm your age to go on",
    age: "This content is for adults only. The law asks us to check once that you are 18 or older: your birth date and an ID document number, checked in a minute. We keep only the result.",
    signup: "Sign up free",
    logIn: "Log in",
    checkAge: "Confirm my age",
    notNow: "Not now",
  },
  de: {
    loginTitle: "Melde dich an, um {name} live zu sehen",
    login:
      "Velvet ist nur für Erwachsene, und einen Live-Chat siehst du mit einem Konto: Es hält deine {minutes} Gratis-Chat-Minuten am Tag und deine Vorschauen fest, und {name} weiß, wer zusieht. Die Registrierung ist kostenlos und dauert eine Minute; Zahlungsdaten brauchst du dafür nicht.",
    ageTitle: "Bestätige dein Alter, um weiterzumachen",
    age: "Dieser Inhalt ist nur für Erwachsene. Das Gesetz verlangt, dass wir einmal prüfen, ob du mindestens 18 bist: Geburtsdatum und Ausweisnummer, in einer Minute geprüft. Wir speichern nur das Ergebnis.",
    signup: "Kostenlos registrieren",
    logIn: "Anmelden",
    checkAge: "Alter bestätigen",
    notNow: "Jetzt nicht",
  },
  es: {
    loginTitle: "Inicia sesión para ver a {name} en directo",
    login:
      "Velvet es solo para adultos, y un chat en directo se ve con una cuenta: guarda tus {minutes} minutos de chat gratis al día y tus vistas previas, y {name} sabe quién mira. Registrarse es gratis y lleva un minuto; no hacen falta datos de pago.",
    ageTitle: "Confirma tu edad para seguir",
    age: "Este contenido es solo para adultos. La ley nos pide comprobar una vez que tienes 18 años o más: fecha de nacimiento y número de documento, comprobados en un minuto. Solo guardamos el resultado.",
    signup: "Regístrate gratis",
    logIn: "Iniciar sesión",
    checkAge: "Confirmar mi edad",
    notNow: "Ahora no",
  },
  nl: {
    loginTitle: "Log in om {name} live te zien",
    login:
      "Velvet is alleen voor volwassenen, en een livechat bekijk je met een account: het bewaart je {minutes} gratis chatminuten per dag en je previews, en {name} weet wie er kijkt. Aanmelden is gratis en duurt een minuut; betaalgegevens zijn niet nodig.",
    ageTitle: "Bevestig je leeftijd om verder te gaan",
    age: "Deze inhoud is alleen voor volwassenen. De wet vraagt ons één keer te controleren dat je 18 of ouder bent: geboortedatum en documentnummer, in een minuut gecontroleerd. We bewaren alleen het resultaat.",
    signup: "Gratis aanmelden",
    logIn: "Inloggen",
    checkAge: "Leeftijd bevestigen",
    notNow: "Nu niet",
  },
};

/**
 * What a guest reads on the page before a login or age-check form opens for a live chat (issue 27):
 * why it is needed and what it costs (nothing), then the buttons that open the form. Focus moves
 * to its heading, so a keyboard or screen-reader user hears it first.
 */
export function ChatGate({
  reason,
  actorName,
  onCancel,
}: {
  reason: "login" | "ageCheck";
  actorName: string;
  onCancel: () => void;
}) {
  const { language } = useI18n();
  const g = GATE_TEXTS[language];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const values = { name: actorName, minutes: FREE_CHAT_DAILY_MINUTES.default };
  return (
    <section className="live-gate" aria-labelledby="live-gate-title" data-testid={`live-gate-${reason}`}>
      <h3 id="live-gate-title" ref={heading} tabIndex={-1}>
        {reason === "login" ? fill(g.loginTitle, values) : g.ageTitle}
      </h3>
      <p>{reason === "login" ? fill(g.login, values) : g.age}</p>
      <div className="live-gate-actions">
        {reason === "login" ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => openOverlay("signup")}>
              {g.signup}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => openOverlay("login")}>
              {g.logIn}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("avs")}>
            {g.checkAge}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {g.notNow}
        </button>
      </div>
    </section>
  );
}
