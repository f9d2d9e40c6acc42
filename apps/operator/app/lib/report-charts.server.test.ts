import type { PlatformReport } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { reportCharts } from "./report-charts.server.ts";

const figures = {
  registrations: 2,
  personalCertifications: 1,
  corporateCertifications: 0,
  orders: 1,
  orderAmountFen: 1_280_000,
  refunds: 1,
  refundAmountFen: 5000,
};
const report: PlatformReport = {
  from: "2031-03-01",
  to: "2031-03-01",
  city: "",
  cityName: "全省",
  totals: figures,
  days: [{ day: "2031-03-01", ...figures }],
  regions: [{ code: "220200", name: "吉林市", ...figures }],
  sheetsByState: [],
  tendersByState: [],
};

describe("the report's charts", () => {
  it("say their money the way every price reads", () => {
    const [, money, regions] = reportCharts(report);
    expect(money?.summary).toBe("成交 ¥12,800.00，退款 ¥50.00");
    expect(regions?.summary).toBe("吉林市注册 2 人、成交 ¥12,800.00");
  });
});
