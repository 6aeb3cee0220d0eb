import { useEffect, useState } from "react";
import { MIN_CHAT_BALANCE } from "../../../common/constants.ts";
import type { Language } from "../../../common/languages.ts";
import { coinsForEuroCents } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/** mm:ss of a duration in ms (never negative). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const TEXTS: Record<Language, { title: string; text: string }> = {
  en: {
    title: "Welcome chat: free for {time}",
    text: "New here? A private chat with {name} costs you nothing until the countdown ends (once per verified phone number).",
  },
  de: {
    title: "Willkommens-Chat: noch {time} gratis",
    text: "Neu hier? Ein privater Chat mit {name} kostet dich nichts, bis der Countdown abläuft (einmal pro bestätigter Telefonnummer).",
  },
  es: {
    title: "Chat de bienvenida: gratis durante {time}",
    text: "¿Eres nuevo? Un chat privado con {name} no te cuesta nada hasta que acabe la cuenta atrás (una vez por número de teléfono verificado).",
  },
  nl: {
    title: "Welkomstchat: nog {time} gratis",
    text: "Nieuw hier? Een privéchat met {name} kost je niets tot het aftellen voorbij is (één keer per bevestigd telefoonnummer).",
  },
};

/**
 * The profile's conversion-chat offer (docs/decisions.md "Conversion chat"): while a new guest's
 * countdown runs and the performer offers it, the private chat button starts a free chat; this
 * says so with the time left, ticking each second, and disappears at the end. Loaded only for
 * such a guest (its own chunk), so no other page pays for it.
 */
export function ConversionCountdown({
  countdownEnd,
  balance,
  actorName,
}: {
  countdownEnd: string;
  balance: number;
  actorName: string;
}) {
  const { language } = useI18n();
  const end = Date.parse(countdownEnd);
  // The clock is the browser's: nothing on the server, so the page hydrates without a mismatch.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // A guest who can pay a chat pays as always: the welcome chat replaces a refusal only.
  if (now === null || now >= end || balance >= coinsForEuroCents(MIN_CHAT_BALANCE * 100)) return null;
  const t = TEXTS[language];
  return (
    <div className="live-conversion" data-testid="profile-conversion">
      <p className="live-conversion-title num">{fill(t.title, { time: clock(end - now) })}</p>
      <p>{fill(t.text, { name: actorName })}</p>
    </div>
  );
}
