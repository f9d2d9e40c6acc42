import { randomInt, randomUUID } from "node:crypto";

/** A 对公 account to send the check amount to. */
export interface DepositAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** A check amount chosen for an account: its reference, the amount, and when it was sent (null until finance sends it). */
export interface StartedDeposit {
  reference: string;
  amountCents: number;
  sentAt: Date | null;
}

/** Starts the 对公小额打款 of a submission: chooses a random amount under 1 yuan for a business account. */
export interface MicroDepositProvider {
  start(account: DepositAccount, at: Date): Promise<StartedDeposit>;
}

/** 0.01–0.99 yuan: small enough to be harmless, random enough (99 values, 3 tries) not to be guessed. */
const checkAmountCents = () => randomInt(1, 100);

/** Letters and digits finance can read off and type without confusing 0/O or 1/I. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * The production way (CERTIFICATION_DEPOSIT=finance): the services choose the amount and a short
 * reference (`RZ` and 8 characters, for the transfer's 附言), and nothing is sent yet: the platform's
 * finance staff transfer it from the platform's account and mark it sent in the back office (认证打款).
 */
export function createFinanceMicroDeposit(): MicroDepositProvider {
  return {
    async start() {
      const code = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
      return { reference: `RZ${code}`, amountCents: checkAmountCents(), sentAt: null };
    },
  };
}

/**
 * The sandbox, as development and tests use it (refused in production, deposit-settings.ts): no
 * money moves; the amount counts as sent at once and is written to the services' log (like the SMS
 * outbox) where the person trying the flow reads their "statement".
 */
export function createSandboxMicroDeposit(log: (entry: Record<string, unknown>, message: string) => void): MicroDepositProvider {
  return {
    async start(account, at) {
      const sent = { reference: `SBX-${randomUUID().replaceAll("-", "")}`, amountCents: checkAmountCents(), sentAt: at };
      log(
        { reference: sent.reference, bank: account.bankName, account: `****${account.accountNumber.slice(-4)}`, amount: (sent.amountCents / 100).toFixed(2) },
        "sandbox micro-deposit",
      );
      return sent;
    },
  };
}

/** Cents of an amount typed as yuan (`0.37`, `.37`, `0.3`); null when it is not one. */
export function centsOf(amount: string): number | null {
  const match = /^(\d+)?(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
