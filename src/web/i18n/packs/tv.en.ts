/** The TV pages' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  free: {
    title: "Velvet TV – free livestream",
    heading: "Velvet TV",
    description:
      "Watch Velvet TV live and free: our series and shows around the clock, with the programme of what is on now and next.",
    intro: "Our series and shows around the clock, free for our members. Here is what is on now and next.",
    switchTo: "Premium channel",
    blog: "News about free TV",
  },
  premium: {
    title: "Velvet TV Premium – livestream",
    heading: "Velvet TV Premium",
    description:
      "Velvet TV Premium: exclusive series and shows live for TV subscribers and VIP members, with the programme of what is on now and next.",
    intro: "Exclusive series and shows for TV subscribers and VIP members, live around the clock.",
    switchTo: "Free channel",
    blog: "News about premium TV",
  },
  block: "Velvet TV live",
  blockMore: "Watch TV",
  next: "Next: {title}",
  live: "Live",
  nowOnAir: "On air now",
  comingUp: "Coming up",
  programme: "Programme",
  episode: "S{season} · E{episode}",
  until: "until {time}",
  player: "Live TV: {title}",
  failed: "The channel cannot be played right now. Please try again in a moment.",
  retry: "Try again",
  nothingOn: "Nothing is on this channel right now.",
  allEpisodes: "All episodes of {series}",
  mediathek: "All series in the media library",
  locked: {
    needLogin: {
      title: "Log in to watch",
      free: "Velvet TV is free for members aged 18 or over. Log in or sign up free to watch.",
      premium: "Log in to watch premium TV: it is included in the TV subscription and the VIP club.",
      action: "Log in",
    },
    needAgeCheck: {
      title: "Confirm your age",
      text: "Velvet TV shows adult content: confirm your age once to watch.",
      action: "Verify your age",
    },
    needAbo: {
      title: "Premium TV is for subscribers",
      text: "Subscribe to Velvet TV to watch the premium channel live. VIP members watch it included.",
      action: "Subscribe to TV",
    },
  },
};
export type TvTexts = typeof texts;
