/**
 * Who makes the 对公小额打款 of corporate certification, read and checked once at start
 * (`CERTIFICATION_DEPOSIT`; composition/setting-checks.ts lists its problem beside the others'):
 * `finance` — the services choose the amount, the platform's finance staff transfer it from the
 * platform's account and mark it sent in the back office (认证打款) — or `sandbox`, which moves no
 * money and writes the amount to the log. A production start refuses the sandbox: no member could
 * finish certification without reading the services' log.
 */
export const CERTIFICATION_DEPOSIT_MODES = ["finance", "sandbox"] as const;
export type CertificationDepositMode = (typeof CERTIFICATION_DEPOSIT_MODES)[number];

export type CertificationDepositReading = { ok: true; mode: CertificationDepositMode } | { ok: false; problem: string };

const isMode = (value: string): value is CertificationDepositMode => (CERTIFICATION_DEPOSIT_MODES as readonly string[]).includes(value);

/** The mode of an environment: production defaults to finance, development and tests to the sandbox (the demo and the journeys read the log's amount). */
export function readCertificationDeposit(env: Readonly<Record<string, string | undefined>>): CertificationDepositReading {
  const production = env.NODE_ENV === "production";
  const given = env.CERTIFICATION_DEPOSIT?.trim().toLowerCase() ?? "";
  if (given === "") return { ok: true, mode: production ? "finance" : "sandbox" };
  if (!isMode(given)) return { ok: false, problem: `CERTIFICATION_DEPOSIT must be finance or sandbox, not "${env.CERTIFICATION_DEPOSIT}"` };
  if (production && given === "sandbox")
    return {
      ok: false,
      problem:
        "CERTIFICATION_DEPOSIT=sandbox is refused when NODE_ENV=production: no money is sent and the amount is only in the log; use finance (the default), whose staff send it from the back office (认证打款)",
    };
  return { ok: true, mode: given };
}
