import { randomBytes } from "node:crypto";

export interface AgeCheckInput {
  /** ISO date (yyyy-mm-dd). */
  birthDate: string;
  documentNumber: string;
  country: string;
}

export type AgeCheckOutcome =
  | { status: "accepted"; reference: string }
  | { status: "pending"; reference: string }
  | { status: "rejected"; reference: string; message: string };

/**
 * The age-verification (AVS) provider. The platform keeps only its answer, never the birth date
 * or the document. A production adapter would hand the guest to the provider and receive the
 * decision by webhook; pending checks are decided later (here: by support via the operator API).
 */
export interface AgeCheckProvider {
  readonly sandbox: boolean;
  verify(input: AgeCheckInput, now: Date): AgeCheckOutcome;
}

function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The sandbox provider: adults are accepted; under 18 is rejected; a document number starting
 * with "X" is unreadable (rejected), one starting with "P" goes to manual review (pending).
 */
export class SandboxAgeCheckProvider implements AgeCheckProvider {
  readonly sandbox = true;

  verify(input: AgeCheckInput, now: Date): AgeCheckOutcome {
    const reference = `sbx_avs_${randomBytes(10).toString("hex")}`;
    const document = input.documentNumber.trim().toUpperCase();
    if (document.startsWith("X"))
      return { status: "rejected", reference, message: "The document could not be read." };
    if (ageOn(input.birthDate, now) < 18)
      return { status: "rejected", reference, message: "The document shows an age under 18." };
    if (document.startsWith("P")) return { status: "pending", reference };
    return { status: "accepted", reference };
  }
}
