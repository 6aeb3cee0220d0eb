/**
 * Keeps only the answer of the latest request (content §4: results are ignored unless their
 * pattern equals the latest searched pattern). `begin(pattern)` marks a new latest pattern;
 * `isLatest(pattern)` says whether an answer for that pattern may still be shown.
 */
export function latestGuard() {
  let latest: string | null = null;
  return {
    begin(pattern: string): void {
      latest = pattern;
    },
    isLatest(pattern: string): boolean {
      return pattern === latest;
    },
    reset(): void {
      latest = null;
    },
  };
}
