import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Minutes a PIN works after it was sent. */
export const PIN_TTL_MINUTES = 10;
/** Guesses per verification; the next one answers code 9. */
export const MAX_PIN_ATTEMPTS = 5;

/** A random PIN of `length` digits (leading zeros allowed). */
export function newPin(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join("");
}

/** A fresh salt for a PIN's hash. */
export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

/** The stored hash of a PIN (SHA-256 over salt and PIN). */
export function hashPin(pin: string, salt: string): string {
  return createHash("sha256").update(`${salt}:${pin}`).digest("hex");
}

/** Whether a guess matches a stored hash, in constant time (never before the PIN was sent: no hash yet). */
export function pinMatches(guess: string, salt: string | null, hash: string | null): boolean {
  if (salt === null || hash === null) return false;
  const a = Buffer.from(hashPin(guess, salt), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
