import { describe, expect, it } from "vitest";
import { readBankTransferSettings } from "./bank-transfer-settings.ts";

const complete = {
  BANK_TRANSFER_ACCOUNT_NAME: "吉林省建设行业服务平台有限公司",
  BANK_TRANSFER_BANK_NAME: "中国工商银行长春南关支行",
  BANK_TRANSFER_ACCOUNT_NUMBER: "4200 2011 0910 0123 456",
  BANK_TRANSFER_MIN_YUAN: "5000",
};

describe("对公转账's settings", () => {
  it("reads the collection account (the number's spaces dropped) and the limit in fen", () => {
    expect(readBankTransferSettings(complete)).toEqual({
      ok: true,
      settings: { accountName: "吉林省建设行业服务平台有限公司", bankName: "中国工商银行长春南关支行", accountNumber: "4200201109100123456", minFen: 500_000 },
    });
    expect(readBankTransferSettings({ ...complete, BANK_TRANSFER_MIN_YUAN: "0.5" })).toMatchObject({ ok: true, settings: { minFen: 50 } });
  });

  it.each([
    ["no 户名", { BANK_TRANSFER_ACCOUNT_NAME: "" }, "BANK_TRANSFER_ACCOUNT_NAME is required"],
    ["a 户名 too long", { BANK_TRANSFER_ACCOUNT_NAME: "公".repeat(61) }, "BANK_TRANSFER_ACCOUNT_NAME must be at most 60"],
    ["no 开户行", { BANK_TRANSFER_BANK_NAME: " " }, "BANK_TRANSFER_BANK_NAME is required"],
    ["no 账号", { BANK_TRANSFER_ACCOUNT_NUMBER: undefined }, "BANK_TRANSFER_ACCOUNT_NUMBER is required"],
    ["a 账号 with letters", { BANK_TRANSFER_ACCOUNT_NUMBER: "6222-0000-1234" }, "8 to 30 digits"],
    ["a 账号 too short", { BANK_TRANSFER_ACCOUNT_NUMBER: "1234567" }, "8 to 30 digits"],
    ["a 账号 too long", { BANK_TRANSFER_ACCOUNT_NUMBER: "1".repeat(31) }, "8 to 30 digits"],
    ["no limit", { BANK_TRANSFER_MIN_YUAN: undefined }, "BANK_TRANSFER_MIN_YUAN is required"],
    ["a limit in fen's precision", { BANK_TRANSFER_MIN_YUAN: "10.001" }, "at most two decimals"],
    ["a limit of nothing", { BANK_TRANSFER_MIN_YUAN: "0" }, "above 0"],
    ["a negative limit", { BANK_TRANSFER_MIN_YUAN: "-100" }, "above 0"],
  ])("refuses %s with one line naming the setting", (_case, change, problem) => {
    const reading = readBankTransferSettings({ ...complete, ...change });
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.problems).toHaveLength(1);
      expect(reading.problems[0]).toContain(problem);
    }
  });

  it("lists every problem at once", () => {
    const reading = readBankTransferSettings({});
    expect(reading.ok ? [] : reading.problems).toHaveLength(4);
  });
});
