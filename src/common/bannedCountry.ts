/**
 * An actor is banned for a visitor whose country is among her bannedCountryCodes (spec core §5):
 * the profile's flag, the messenger and the live chat's start all follow this one rule.
 */
export function isBannedIn(bannedCountryCodes: readonly string[], country: string | null): boolean {
  return country !== null && bannedCountryCodes.some((code) => code.toUpperCase() === country);
}
