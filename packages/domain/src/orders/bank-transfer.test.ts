import { describe, expect, it } from "vitest";
import { mayPayByBankTransfer, orderStateLabel } from "./bank-transfer.ts";

describe("who may pay by 对公转账", () => {
  it.each([
    ["a tender deposit of any amount", "tender_deposit", 100, 500_000, true],
    ["an order at the limit", "vip_plan", 500_000, 500_000, true],
    ["an order above the limit", "service_package", 1_280_000, 500_000, true],
    ["an order a fen below the limit", "vip_plan", 499_999, 500_000, false],
    ["a tender deposit where the platform does not offer it", "tender_deposit", 100, null, false],
    ["a large order where the platform does not offer it", "service_package", 9_000_000, null, false],
  ] as const)("%s: %s", (_case, itemKind, amountFen, minFen, expected) => {
    expect(mayPayByBankTransfer(itemKind, amountFen, minFen)).toBe(expected);
  });
});

describe("an order's state while a transfer is awaited", () => {
  it("says the order waits for the transfer, not for a payment", () => {
    expect(orderStateLabel("pending_payment", true)).toBe("待对公转账到账");
  });
  it.each([
    ["pending_payment", false, "待支付"],
    ["paid", true, "已支付"],
    ["cancelled", true, "已取消"],
  ] as const)("%s (transfer awaited: %s) stays %s", (state, awaiting, label) => {
    expect(orderStateLabel(state, awaiting)).toBe(label);
  });
});
