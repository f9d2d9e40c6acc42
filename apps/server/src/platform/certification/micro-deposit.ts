import { randomInt, randomUUID } from "node:crypto";

/** A 对公 account to send the check amount to. */
export interface DepositAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** A sent check amount: the provider's reference and the amount, which only the account's statement shows. */
export interface SentDeposit {
  reference: string;
  amountCents: number;
}

/** The payment provider's 对公小额打款: sends a random amount under 1 yuan to a business account. */
export interface MicroDepositProvider {
  send(account: DepositAccount): Promise<SentDeposit>;
}

/**
 * The provider's sandbox, as development and tests use it: no money moves; the amount is written to
 * the services' log (like the SMS outbox) where the person trying the flow reads their "statement".
 */
export function createSandboxMicroDeposit(log: (entry: Record<string, unknown>, message: string) => void): MicroDepositProvider {
  return {
    async send(account) {
      // 0.01–0.99 yuan: small enough to be harmless, random enough (99 values, 3 tries) not to be guessed.
      const sent = { reference: `SBX-${randomUUID().replaceAll("-", "")}`, amountCents: randomInt(1, 100) };
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
