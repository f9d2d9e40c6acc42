// The demo operator's account and its authenticator's codes, apart from the journeys' fixtures so
// the benchmarks can log in as staff too (bench/staff-session.ts).
import { Secret, TOTP } from "otpauth";

/** The seed's operator (README), a 管理员. */
export const demoOperator = { username: "reviewer", password: "Operator@2026" } as const;

/** The code an authenticator bound to `secret` shows at `timestamp`. */
export const codeOf = (secret: string, timestamp = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });
