import type { RewardEventsTexts } from "./rewardEvents.en.ts";

export const texts: RewardEventsTexts = {
  wetnwild: {
    title: "Wet and Wild",
    description:
      "Drie golven, achter elke golf een prijs: kies elke dag een golf en win munten, vouchers en VIP-dagen, met de kansen in het zicht.",
    pick: "Kies een golf",
    wave: "Golf {number}",
    drawing: "De golf breekt…",
    none: "De golven zijn kalm: er loopt nu geen Wet-and-Wild-actie.",
  },
  slotmachine: {
    title: "Gokkast",
    play: "Trek aan de hendel",
    playing: "De rollen draaien…",
    reels: "Rollen",
  },
  credits: {
    left: { one: "Nog {count} gratis poging vandaag", other: "Nog {count} gratis pogingen vandaag" },
    noneLeft: "Vandaag geen poging meer. Kom morgen terug voor nieuwe gratis pogingen.",
  },
  result: {
    won: "Je hebt gewonnen: {prize}",
    nothing: "Deze keer geen prijs.",
    refused: "Dat lukte niet: {reason}",
  },
  odds: {
    title: "De kansen",
    intro:
      "Elke poging wordt met een veilig willekeurig getal uit precies deze tabel getrokken. Je hoeft niets te kopen, en niets wat je koopt verandert haar.",
    prize: "Prijs",
    chance: "Kans",
    left: "Over",
    nothing: "Geen prijs",
    unlimited: "–",
  },
  history: {
    title: "Jouw prijzen",
    empty: "Nog geen prijs.",
    redeemable: "Klaar voor gebruik",
    credited: "Bijgeschreven",
    benefits: "Jouw vouchers en voordelen",
  },
  login: {
    text: "Log in om te spelen: elke dag gratis pogingen, geen aankoop nodig.",
    button: "Inloggen",
  },
  failed: "De actie kon niet worden geladen.",
  retry: "Opnieuw proberen",
};
