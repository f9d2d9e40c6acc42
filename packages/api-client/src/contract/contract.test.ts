import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyticsRecordSchema } from "./analytics.contract.ts";
import { phoneSchema } from "./common.contract.ts";
import { noticeListQuerySchema } from "./notice.contract.ts";

describe("contract", () => {
  it.each([
    ["13800000001", true],
    ["12800000001", false],
    ["1380000000", false],
    ["138000000012", false],
    ["1380000000a", false],
  ])("phone %s is valid: %s", (phone, valid) => {
    expect(phoneSchema.safeParse(phone).success).toBe(valid);
  });

  it("accepts only 11-digit numbers starting 13-19 (property)", () => {
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (s) => phoneSchema.safeParse(s).success === /^1[3-9]\d{9}$/.test(s)));
  });

  it("defaults and bounds the notice paging query", () => {
    expect(noticeListQuerySchema.parse({})).toEqual({ current: 1, size: 10 });
    expect(noticeListQuerySchema.parse({ current: "2", size: "5", noticeType: "3" })).toEqual({ current: 2, size: 5, noticeType: 3 });
    expect(noticeListQuerySchema.safeParse({ noticeType: "4" }).success).toBe(false);
    expect(noticeListQuerySchema.safeParse({ size: "1000" }).success).toBe(false);
  });

  it("accepts only the spec's analytics action codes", () => {
    const base = { dataSource: "CIDP", createTime: Date.now() };
    for (const action of [0, 1, 5, 8, 9]) expect(analyticsRecordSchema.safeParse({ ...base, action }).success).toBe(true);
    for (const action of [2, 3, 4, 6, 7, 10, -1]) expect(analyticsRecordSchema.safeParse({ ...base, action }).success).toBe(false);
  });
});
