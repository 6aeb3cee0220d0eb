import { useEffect, useState } from "react";
import type { Language } from "../../../common/languages.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/** mm:ss of a duration in ms (never negative). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const TEXTS: Record<Language, { title: string; text: string }> = {
  en: {
    title: "Welcome chat: free for {time}",
    text: "New here? A private chat with {name} costs you nothing until the countdown ends.",
  },
  de: {
    title: "Willkommens-Chat: noch {time} gratis",
    text: "Neu hier? Ein privater Chat mit {name} kostet dich nichts, bis der Countdown abläuft.",
  },
  es: {
    title: "Chat de bienvenida: gratis durante {time}",
    text: "¿Eres nuevo? Un chat privado con {name} no te cuesta nada hasta que acabe la cuenta atrás.",
  },
  nl: {
    title: "Welkomstchat: nog {time} gratis",
    text: "Nieuw hier? Een privéchat met {name} kost je niets tot het aftellen voorbij is.",
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
  actorName,
}: {
  countdownEnd: string;
  actorName: string;
}) {
  const { language } = useI18n();
  const end = Date.parse(countdownEnd);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now >= end) return null;
  const t = TEXTS[language];
  return (
    <div className="live-conversion" data-testid="profile-conversion">
      <p className="live-conversion-title num">{fill(t.title, { time: clock(end - now) })}</p>
      <p>{fill(t.text, { name: actorName })}</p>
    </div>
  );
}
