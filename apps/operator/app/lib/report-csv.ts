import type { PlatformReport, ReportFigures } from "@cidp/api-client/contract";

/** The figures' columns, as the page's tables and the CSV title them. */
export const REPORT_FIGURE_COLUMNS: readonly [keyof ReportFigures, string][] = [
  ["registrations", "注册人数"],
  ["personalCertifications", "个人认证通过"],
  ["corporateCertifications", "企业认证通过"],
  ["orders", "支付订单数"],
  ["orderAmountFen", "成交金额（元）"],
  ["refunds", "退款笔数"],
  ["refundAmountFen", "退款金额（元）"],
];

/** A cell: quoted when it holds a separator, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const figureCells = (figures: ReportFigures) =>
  REPORT_FIGURE_COLUMNS.map(([key]) => (key.endsWith("Fen") ? (figures[key] / 100).toFixed(2) : String(figures[key])));

/**
 * The report as a CSV a spreadsheet opens (UTF-8 with its byte-order mark): the period's totals,
 * then each day, each region, and the sheets and tenders by state, each block under its heading.
 */
export function reportCsv(report: PlatformReport): string {
  const heading = REPORT_FIGURE_COLUMNS.map(([, title]) => title);
  const lines: (string | number)[][] = [
    ["统计报表", `${report.from} 至 ${report.to}`, report.cityName],
    [],
    ["汇总", ...heading],
    ["合计", ...figureCells(report.totals)],
    [],
    ["日期", ...heading],
    ...report.days.map((day) => [day.day, ...figureCells(day)]),
    [],
    ["地区", ...heading],
    ...report.regions.map((region) => [region.name, ...figureCells(region)]),
    [],
    ["询价单状态", "数量"],
    ...report.sheetsByState.map((row) => [row.label, row.count]),
    [],
    ["招标项目状态", "数量"],
    ...report.tendersByState.map((row) => [row.label, row.count]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
