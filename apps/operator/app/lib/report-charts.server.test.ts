import { describe, expect, it } from "vitest";
import { reportCharts } from "./report-charts.server.ts";
import { sampleReport } from "./sample-report.ts";

const report = sampleReport(1_280_000);

describe("the report's charts", () => {
  it("say their money the way every price reads", () => {
    const [, money, regions] = reportCharts(report);
    expect(money?.summary).toBe("成交 ¥12,800.00，退款 ¥50.00");
    expect(regions?.summary).toBe("吉林市注册 2 人、成交 ¥12,800.00");
  });
});
