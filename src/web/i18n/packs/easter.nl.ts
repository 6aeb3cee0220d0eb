import type { EasterTexts } from "./easter.en.ts";

export const texts: EasterTexts = {
  kicker: "Paasspecial",
  title: "De grote eierjacht",
  description:
    "Elke dag verstoppen zich eieren op de pagina's van Velvet. Vind ze, verzamel ze en beklim de beloningsladder: munten, een video, VIP-dagen en een geheime prijs.",
  none: "Er loopt nu geen eierjacht. Kom met Pasen terug!",
  failed: "De eierjacht kon niet worden geladen.",
  retry: "Opnieuw proberen",
  progress: "{count} van {total} eieren gevonden",
  progressLabel: "Jouw eieren",
  eggFound: "Ei gevonden",
  eggMissing: "Ei nog verstopt",
  today: { one: "Vandaag {count} ei gevonden", other: "Vandaag {count} eieren gevonden" },
  perDay: {
    one: "Elke dag verstopt zich {count} ei op de site",
    other: "Elke dag verstoppen zich {count} eieren op de site",
  },
  ladder: {
    title: "De beloningsladder",
    eggs: { one: "{count} ei", other: "{count} eieren" },
    range: "Willekeurig getrokken: {min} tot {max}",
    mystery: "Verrassingsprijs",
    mysteryHint: "Onthuld zodra je er bent",
    earned: "Ontvangen",
    open: "Nog te gaan",
  },
  history: {
    title: "Jouw beloningen",
    empty: "Nog geen beloning: je eerste ei brengt de eerste.",
    at: "Ontvangen op {date}",
  },
  how: {
    title: "Zo werkt het",
    step1: "Log in en blader door Velvet: video's, cams, de blog, profielen van de modellen.",
    step2: "Ontdek het kleine gloeiende ei op een pagina en klik erop.",
    step3: "Elke dag verstoppen zich andere eieren op andere pagina's: kom morgen terug.",
    step4: "Een beloning staat meteen op je account zodra je haar bereikt.",
  },
  login: {
    text: "Log in om eieren te verzamelen en de beloningen te verdienen.",
    button: "Inloggen",
  },
  egg: {
    label: "Een verstopt paasei: verzamel het",
    found: "Je hebt een ei gevonden!",
    count: "{count} van {total} eieren",
    reward: "Beloning ontgrendeld: {reward}",
    more: "Bekijk je beloningen",
    close: "Sluiten",
    failed: "Dit ei kon niet worden verzameld. Probeer het opnieuw.",
    already: "Dit ei heb je al gevonden.",
    expired: "Dit ei lag op een andere dag verstopt. Laad de pagina opnieuw en zoek verder.",
    ended: "De eierjacht is voorbij.",
  },
};
