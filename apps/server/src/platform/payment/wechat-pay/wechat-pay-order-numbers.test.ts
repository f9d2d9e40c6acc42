import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outRefundNoOf, outTradeNoOf, paymentIdOf, UnmappableIdError } from "./wechat-pay-order-numbers.ts";

describe("payment ids as WeChat Pay out_trade_no", () => {
  it("maps our 33-character ids to 32 characters and back, for many ids", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 500; index += 1) {
      const paymentId = `P${randomUUID().replaceAll("-", "")}`;
      const outTradeNo = outTradeNoOf(paymentId);
      expect(outTradeNo).toMatch(/^[0-9A-Za-z_\-|*]{6,32}$/);
      expect(paymentIdOf(outTradeNo)).toBe(paymentId);
      seen.add(outTradeNo);
    }
    expect(seen.size).toBe(500);
  });

  it("passes other valid ids through unchanged, both ways", () => {
    for (const paymentId of ["ORDER-2024-0001", "abc123", "P0123456789abcdef0123456789ABCDE"]) {
      expect(outTradeNoOf(paymentId)).toBe(paymentId);
      expect(paymentIdOf(paymentId)).toBe(paymentId);
    }
  });

  it.each([
    ["an id that would read back as another (32 lowercase hex)", "0123456789abcdef0123456789abcdef"],
    ["an id too long", `Q${"0".repeat(32)}`],
    ["an id too short", "P1"],
    ["an id with characters WeChat Pay refuses", "订单-0001"],
  ])("refuses %s rather than shortening it", (_case, paymentId) => {
    expect(() => outTradeNoOf(paymentId)).toThrow(UnmappableIdError);
  });

  it("takes our refund ids as out_refund_no and refuses what WeChat Pay would", () => {
    expect(outRefundNoOf(`dup-P${"a".repeat(32)}`)).toBe(`dup-P${"a".repeat(32)}`);
    expect(outRefundNoOf("RF202405010001")).toBe("RF202405010001");
    expect(() => outRefundNoOf("R".repeat(65))).toThrow(UnmappableIdError);
    expect(() => outRefundNoOf("退款 1")).toThrow(UnmappableIdError);
  });
});
