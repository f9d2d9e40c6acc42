import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { itAcceptsEach, itGuardsTheCheckCharacter, itRefusesEach, messagesFor } from "../testing/validator-cases.ts";
import { bankOfCardNumber, luhnCheckDigit, maskBankCardNumber, validateBankCardNumber } from "./bank-card.validator.ts";

const withCheck = (body: string) => `${body}${luhnCheckDigit(body)}`;

describe("validateBankCardNumber (12-19 digits, Luhn)", () => {
  itAcceptsEach(validateBankCardNumber, [
    // Published test numbers of the card schemes (UnionPay, Visa, Mastercard, Amex, Discover, JCB).
    ["6200000000000005"],
    ["6205500000000000004"],
    ["4111111111111111"],
    ["5555555555554444"],
    ["378282246310005"],
    ["6011111111111117"],
    ["3530111333300000"],
    ["000000000000"],
  ]);

  itRefusesEach(validateBankCardNumber, [
    ["", "bank-card.format"],
    // The classic Luhn example is valid but too short for a card.
    ["79927398713", "bank-card.format"],
    ["62000000000000000005", "bank-card.format"],
    ["6200 0000 0000 0005", "bank-card.format"],
    ["620000000000000A", "bank-card.format"],
    ["６200000000000005", "bank-card.format"],
    ["6200000000000006", "bank-card.check-digit"],
    ["4111111111111112", "bank-card.check-digit"],
    ["5555555555554445", "bank-card.check-digit"],
    ["6205500000000000005", "bank-card.check-digit"],
  ]);

  it("says what is wrong in Chinese", () => {
    const texts = messagesFor(validateBankCardNumber, ["123", "4111111111111112"]);
    expect(texts).toEqual(["银行卡号应为12至19位数字", "银行卡号校验未通过，请核对后重新输入"]);
  });

  const body = fc.stringMatching(/^[0-9]{11,18}$/);

  itGuardsTheCheckCharacter({ body, withCheck, validate: validateBankCardNumber, replacements: "0123456789 X", check: "check digit", noun: "number" });
});

describe("bankOfCardNumber", () => {
  it.each([
    ["6222020200112233445", "ICBC", "工商银行"],
    ["6212261202000000000", "ICBC", "工商银行"],
    ["6217000010000000000", "CCB", "建设银行"],
    ["4367420010000000000", "CCB", "建设银行"],
    ["6228480010000000000", "ABC", "农业银行"],
    ["6013820000000000000", "BOC", "中国银行"],
    ["6216610000000000000", "BOC", "中国银行"],
    ["6222600000000000000", "COMM", "交通银行"],
    ["6225880000000000", "CMB", "招商银行"],
    ["6217990000000000000", "PSBC", "邮储银行"],
    ["6222 0202 0011 2233 445", "ICBC", "工商银行"],
  ])("%s is a card of %s", (value, code, name) => {
    expect(bankOfCardNumber(value)).toEqual({ code, name });
  });

  it.each([["4111111111111111"], ["6200000000000005"], ["62220"], [""], ["62220x0200112233"]])("does not know %j", (value) => {
    expect(bankOfCardNumber(value)).toBeNull();
  });
});

describe("maskBankCardNumber", () => {
  itMapsEach("%j → %j", maskBankCardNumber, [
    ["6222020200112233445", "**** **** **** 3445"],
    ["6225880000001234", "**** **** **** 1234"],
    ["6225 8800 0000 1234", "**** **** **** 1234"],
    ["1234", "****"],
    ["", "****"],
  ]);

  it("never shows more than the last four digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12,19}$/), (value) => {
        const masked = maskBankCardNumber(value);
        expect(masked.replace(/[^0-9]/g, "")).toBe(value.slice(-4));
      }),
    );
  });
});
