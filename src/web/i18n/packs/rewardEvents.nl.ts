import type { RewardEventsTexts } from "./rewardEvents.en.ts";

export const texts: RewardEventsTexts = {
  events: {
    "wet-and-wild": {
      title: "Wet and Wild",
      description:
        "Drie golven, achter elke golf een prijs: kies elke dag een golf en win munten, vouchers en VIP-dagen, met de kansen gewoon in beeld.",
      pick: "Kies een golf",
      item: "Golf {number}",
      drawing: "De golf breekt…",
      none: "De golven zijn kalm: er loopt nu geen Wet and Wild-actie.",
    },
    slotmachine: {
      title: "Gokkast",
      description:
        "Drie rollen en elke dag gratis draaien: zet drie symbolen op een rij en win munten, vouchers en VIP-dagen. De kansen staan naast de kast.",
      pick: "Trek aan de hendel",
      item: "Rol {number}",
      drawing: "De rollen draaien…",
      none: "De kast rust: er loopt nu geen gokkastactie.",
    },
    "wiesn-shooting": {
      title: "Wiesn-schiettent",
      description:
        "Stap naar de kraam zoals op het Oktoberfest: richt elke dag op een van vijf schietschijven en win munten, vouchers en VIP-dagen.",
      pick: "Richt op een schijf",
      item: "Schijf {number}",
      drawing: "Pang! Het schot wordt gecontroleerd…",
      none: "De kraam is dicht: er loopt nu geen Wiesn-schiettent.",
    },
    "wiesn-bude": {
      title: "Wiesn-kraam",
      description:
        "Elk peperkoekhart aan de kraam verbergt een prijs: kies er elke dag een en neem munten, vouchers of VIP-dagen mee.",
      pick: "Kies een peperkoekhart",
      item: "Peperkoekhart {number}",
      drawing: "Het hart wordt uitgepakt…",
      none: "De kraam is dicht: er loopt nu geen Wiesn-kraam.",
    },
    "venus-attacks": {
      title: "Venus valt aan",
      description:
        "Drie schotels van Venus cirkelen boven de site: vang er elke dag een en kijk wat hij aan boord heeft.",
      pick: "Vang een schotel",
      item: "Schotel {number}",
      drawing: "De schotel landt…",
      none: "De lucht is helder: er loopt nu geen Venus-aanval.",
    },
    halloween: {
      title: "Halloween-snoepjes",
      description:
        "Trick or treat: drie pompoenen gloeien voor de deur, één per dag is voor jou en elke kan iets lekkers verbergen.",
      pick: "Kies een pompoen",
      item: "Pompoen {number}",
      drawing: "De pompoen kraakt open…",
      none: "De pompoenen zijn donker: er loopt nu geen Halloween-actie.",
    },
    kickIt: {
      title: "Kick it 2025",
      description: "Eén schot per dag op het doel: kies je hoek en scoor munten, vouchers of VIP-dagen.",
      pick: "Kies je hoek",
      item: "Schot in hoek {number}",
      drawing: "De bal vliegt…",
      none: "Het veld is leeg: er loopt nu geen Kick it-actie.",
    },
    "reward-box": {
      title: "Beloningsdoos",
      description:
        "Drie ingepakte dozen, één per dag mag je openen: in sommige zitten munten, vouchers en VIP-dagen.",
      pick: "Kies een doos",
      item: "Doos {number}",
      drawing: "Het lint gaat los…",
      none: "De dozen zijn opgeborgen: er loopt nu geen beloningsdoos.",
    },
  },
  slotmachine: { reels: "Rollen" },
  running: "Loopt nu",
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
