import { describe, expect, it } from "vitest";
import { reportCsv } from "./report-csv.ts";
import { reportCsvHref, reportErrorField, reportQueryOf } from "./report-query.ts";
import { sampleFigures, sampleReport } from "./sample-report.ts";

const figures = sampleFigures(19900);
const report = sampleReport(19900, {
  to: "2031-03-02",
  days: [
    { day: "2031-03-01", ...figures },
    { day: "2031-03-02", ...figures, orderAmountFen: 0 },
  ],
  sheetsByState: [{ state: "quoting", label: "报价中", count: 3 }],
  tendersByState: [{ state: "=cmd", label: '=HYPERLINK("x")', count: 1 }],
});

describe("the report's CSV", () => {
  const csv = reportCsv(report);
  const lines = csv.slice(1).split("\r\n");

  it("opens in a spreadsheet as UTF-8 with its blocks under headings, amounts in 元", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe("统计报表,2031-03-01 至 2031-03-02,全省");
    expect(lines).toContain("合计,2,1,0,1,199.00,1,50.00");
    expect(lines).toContain("2031-03-02,2,1,0,1,0.00,1,50.00");
    expect(lines).toContain("吉林市,2,1,0,1,199.00,1,50.00");
    expect(lines).toContain("报价中,3");
  });

  it("never hands a spreadsheet a formula, and quotes what holds a separator", () => {
    expect(lines).toContain(`"'=HYPERLINK(""x"")",1`);
  });
});

describe("the report's address", () => {
  it("keeps only the period and city, and names the field a refusal belongs on", () => {
    expect(reportQueryOf(new URL("http://x/reports?from=2031-03-01&to=&city=220200&evil=1"))).toEqual({ from: "2031-03-01", city: "220200" });
    expect(reportCsvHref({ from: "2031-03-01", city: "220200" })).toBe("/reports.csv?from=2031-03-01&city=220200");
    expect(reportCsvHref({})).toBe("/reports.csv");
    expect(["请选择吉林省内的地区", "结束日期不是有效的日期", "开始日期不能晚于结束日期", "统计区间不能超过366天"].map(reportErrorField)).toEqual([
      "city",
      "to",
      "from",
      "from",
    ]);
  });
});
