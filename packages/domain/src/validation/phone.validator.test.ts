import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messageOf } from "../messages/format-message.ts";
import { itMapsEach } from "../testing/table-cases.ts";
import { maskPhoneNumbers, PHONE_INPUT_PATTERN, PHONE_PATTERN, validatePhone, validatePhoneForCode } from "./phone.validator.ts";

describe("validatePhone", () => {
  it.each([
    ["13800000001", true],
    ["19912345678", true],
    ["12800000001", false],
    ["10800000001", false],
    ["23800000001", false],
    ["1380000000", false],
    ["138000000011", false],
    ["1380000000a", false],
    ["１３８００００００01", false],
    [" 13800000001", false],
    ["", false],
  ])("%j → %j", (value, valid) => {
    expect(validatePhone(value).ok).toBe(valid);
    expect(validatePhoneForCode(value).ok).toBe(valid);
  });

  it("uses the form and the send-code texts", () => {
    const form = validatePhone("1");
    const code = validatePhoneForCode("1");
    expect(form.ok ? "" : messageOf(form)).toBe("请输入11位手机号！");
    expect(code.ok ? "" : messageOf(code)).toBe("请输入正确的11位手机号");
  });

  it("accepts every 1[3-9] number of 11 digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^[0-9]{9}$/), (second, rest) => {
        expect(validatePhone(`1${second}${rest}`).ok).toBe(true);
      }),
    );
  });
});

describe("maskPhoneNumbers", () => {
  itMapsEach("%j → %j", maskPhoneNumbers, [
    ["/user/13812345678/x", "/user/138****5678/x"],
    ["电话 15900001111，备用 13600002222", "电话 159****1111，备用 136****2222"],
    // Longer digit runs are no phone numbers (an order number, a card).
    ["order 2138123456789", "order 2138123456789"],
    ["12812345678", "12812345678"],
  ]);

  it("masks exactly the numbers the form accepts", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{11}$/), (digits) => {
        expect(maskPhoneNumbers(digits) !== digits).toBe(PHONE_PATTERN.test(digits));
      }),
    );
  });
});

describe("PHONE_INPUT_PATTERN", () => {
  it("is the form's pattern without anchors, as an input's pattern attribute takes it", () => {
    expect(new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`).source).toBe(`^(?:${PHONE_PATTERN.source.slice(1, -1)})$`);
  });
});
