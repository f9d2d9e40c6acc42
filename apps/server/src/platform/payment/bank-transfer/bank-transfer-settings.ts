/** What 对公转账 shows the member and where it starts, read and checked once at start. */
export interface BankTransferSettings {
  /** 户名: the platform's company name on its collection account. */
  accountName: string;
  /** 开户行, e.g. 中国工商银行长春南关支行. */
  bankName: string;
  /** 账号: digits only. */
  accountNumber: string;
  /** Orders from this amount up may be paid by transfer (a tender deposit always may). */
  minFen: number;
}

export type BankTransferSettingsReading = { ok: true; settings: BankTransferSettings } | { ok: false; problems: string[] };

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The collection account a development start (`npm start`, the embedded sandbox) offers so that
 * 对公转账 can be tried: a demo account no bank holds.
 */
export const DEMO_BANK_TRANSFER_SETTINGS: BankTransferSettings = {
  accountName: "吉林省建设行业服务平台有限公司（演示）",
  bankName: "中国工商银行长春南关支行（演示）",
  accountNumber: "4200201109100000000",
  minFen: 200_000,
};

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Reads BANK_TRANSFER_ACCOUNT_NAME, BANK_TRANSFER_BANK_NAME, BANK_TRANSFER_ACCOUNT_NUMBER (digits,
 * 8–30; spaces as printed on the bank's card are dropped) and BANK_TRANSFER_MIN_YUAN (yuan, up to two
 * decimals, above 0). One line per missing or malformed setting.
 */
export function readBankTransferSettings(env: Environment): BankTransferSettingsReading {
  const problems: string[] = [];
  const accountName = env.BANK_TRANSFER_ACCOUNT_NAME?.trim() ?? "";
  if (!accountName) problems.push("BANK_TRANSFER_ACCOUNT_NAME is required with bank_transfer: the 户名 of the platform's collection account");
  else if (accountName.length > 60) problems.push("BANK_TRANSFER_ACCOUNT_NAME must be at most 60 characters");

  const bankName = env.BANK_TRANSFER_BANK_NAME?.trim() ?? "";
  if (!bankName) problems.push("BANK_TRANSFER_BANK_NAME is required with bank_transfer: the 开户行 of the collection account, e.g. 中国工商银行长春南关支行");
  else if (bankName.length > 60) problems.push("BANK_TRANSFER_BANK_NAME must be at most 60 characters");

  const accountNumber = (env.BANK_TRANSFER_ACCOUNT_NUMBER ?? "").replace(/\s+/g, "");
  if (!accountNumber) problems.push("BANK_TRANSFER_ACCOUNT_NUMBER is required with bank_transfer: the 账号 of the collection account");
  else if (!/^\d{8,30}$/.test(accountNumber)) problems.push("BANK_TRANSFER_ACCOUNT_NUMBER must be the account's number: 8 to 30 digits");

  const minText = env.BANK_TRANSFER_MIN_YUAN?.trim() ?? "";
  let minFen = 0;
  if (!minText)
    problems.push("BANK_TRANSFER_MIN_YUAN is required with bank_transfer: the amount in yuan from which an order may be paid by transfer, e.g. 5000");
  else if (!YUAN.test(minText) || Math.round(Number(minText) * 100) <= 0)
    problems.push(`BANK_TRANSFER_MIN_YUAN must be an amount in yuan above 0 with at most two decimals, not "${minText}"`);
  else minFen = Math.round(Number(minText) * 100);

  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings: { accountName, bankName, accountNumber, minFen } };
}
