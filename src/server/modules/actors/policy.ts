/** An actor is banned for a visitor whose country is among her bannedCountryCodes (spec core §5). */
export function isBannedIn(bannedCountryCodes: readonly string[], country: string | null): boolean {
  return country !== null && bannedCountryCodes.some((code) => code.toUpperCase() === country);
}
