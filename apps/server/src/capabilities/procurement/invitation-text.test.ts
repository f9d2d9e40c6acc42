import { describe, expect, it } from "vitest";
import { invitationText } from "./invitations.ts";

const sheet = {
  title: "净月高新区综合楼项目钢结构及钢材询价",
  deadline: new Date("2026-12-10T02:00:00Z"),
  deliveryDate: "2026-12-25",
  deliveryAddress: "长春市净月区博硕路与福祉大路交汇处",
  validityDays: 30,
  qualifications: ["营业执照", "产品合格证及质量证明书"],
};

describe("an invitation's text", () => {
  it.each([
    [
      "every requirement the buyer set",
      sheet,
      "您收到询价邀请《净月高新区综合楼项目钢结构及钢材询价》，报价截止时间 2026-12-10 10:00:00；交货日期 2026-12-25，送至长春市净月区博硕路与福祉大路交汇处；报价有效期不少于30天；资质要求：营业执照、产品合格证及质量证明书。详细要求见询价单。",
    ],
    [
      "no delivery date or qualifications: only what was set",
      { ...sheet, deliveryDate: "", qualifications: [], validityDays: 15 },
      "您收到询价邀请《净月高新区综合楼项目钢结构及钢材询价》，报价截止时间 2026-12-10 10:00:00；报价有效期不少于15天。详细要求见询价单。",
    ],
    [
      "a delivery date without an address",
      { ...sheet, deliveryAddress: "", qualifications: [] },
      "您收到询价邀请《净月高新区综合楼项目钢结构及钢材询价》，报价截止时间 2026-12-10 10:00:00；交货日期 2026-12-25；报价有效期不少于30天。详细要求见询价单。",
    ],
  ])("says %s", (_case, input, expected) => {
    expect(invitationText(input)).toBe(expected);
  });
});
