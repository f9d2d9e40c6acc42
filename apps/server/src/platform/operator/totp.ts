import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, label = "") {
  return new TOTP({ issuer: "建筑产业互联网平台运营", label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A fresh 160-bit TOTP secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app scans. */
export function totpUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/**
 * The time step a code belongs to, when it is right for now ± one step (clock drift) and later than
 * the last step used, so a code seen over a shoulder cannot be used again; null otherwise.
 */
export function acceptedTotpStep(secretBase32: string, code: string, lastStep: number | null, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of a secret at a time (tests and the seed's documentation). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
