import type { PlatformReport } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { chartSvg } from "./chart-svg.server.ts";

/** A drawn chart with the sentence a screen reader reads in its place (the tables below hold every number). */
export interface DrawnChart {
  title: string;
  summary: string;
  svg: string;
}

const WIDE = { width: 920, height: 300 };
/** Yuan as a number for the charts' axes; sentences use formatFen like every price. */
const yuan = (fen: number) => Math.round(fen) / 100;
const axisDay = (day: string) => day.slice(5);
const grid = { left: 56, right: 24, top: 48, bottom: 40, containLabel: true };

/**
 * The report's four charts: the period's days (registrations, certifications, orders), its money
 * (paid and refunded, in 元), its regions, and its procurement sheets and tenders by state.
 */
export function reportCharts(report: PlatformReport): DrawnChart[] {
  const days = report.days.map((day) => axisDay(day.day));
  const { totals } = report;
  const regions = report.regions.filter((region) => region.code !== "" || region.orders + region.registrations > 0);
  const states = [
    ...report.sheetsByState.filter((row) => row.count > 0).map((row) => ({ name: `询价单·${row.label}`, count: row.count })),
    ...report.tendersByState.filter((row) => row.count > 0).map((row) => ({ name: `招标·${row.label}`, count: row.count })),
  ];
  return [
    {
      title: "每日注册、认证与订单",
      summary: `${report.from} 至 ${report.to}：注册 ${totals.registrations} 人，个人认证 ${totals.personalCertifications} 人，企业认证 ${totals.corporateCertifications} 家，支付订单 ${totals.orders} 笔`,
      svg: chartSvg(
        {
          legend: { top: 8 },
          grid,
          tooltip: {},
          xAxis: { type: "category", data: days },
          yAxis: { type: "value", minInterval: 1 },
          series: [
            { name: "注册", type: "bar", data: report.days.map((day) => day.registrations) },
            { name: "个人认证", type: "bar", data: report.days.map((day) => day.personalCertifications) },
            { name: "企业认证", type: "bar", data: report.days.map((day) => day.corporateCertifications) },
            { name: "支付订单", type: "line", data: report.days.map((day) => day.orders) },
          ],
        },
        WIDE,
      ),
    },
    {
      title: "每日成交与退款金额（元）",
      summary: `成交 ${formatFen(totals.orderAmountFen)}，退款 ${formatFen(totals.refundAmountFen)}`,
      svg: chartSvg(
        {
          legend: { top: 8 },
          grid,
          xAxis: { type: "category", data: days },
          yAxis: { type: "value" },
          series: [
            { name: "成交金额", type: "line", data: report.days.map((day) => yuan(day.orderAmountFen)) },
            { name: "退款金额", type: "line", data: report.days.map((day) => yuan(day.refundAmountFen)) },
          ],
        },
        WIDE,
      ),
    },
    {
      title: "各地区注册与成交金额",
      summary: regions.map((region) => `${region.name}注册 ${region.registrations} 人、成交 ${formatFen(region.orderAmountFen)}`).join("；"),
      svg: chartSvg(
        {
          legend: { top: 8 },
          grid: { ...grid, bottom: 56 },
          xAxis: { type: "category", data: regions.map((region) => region.name), axisLabel: { interval: 0, rotate: regions.length > 6 ? 30 : 0 } },
          yAxis: [
            { type: "value", name: "人", minInterval: 1 },
            { type: "value", name: "元" },
          ],
          series: [
            { name: "注册", type: "bar", data: regions.map((region) => region.registrations) },
            { name: "成交金额（元）", type: "bar", yAxisIndex: 1, data: regions.map((region) => yuan(region.orderAmountFen)) },
          ],
        },
        WIDE,
      ),
    },
    {
      title: "期间新建的询价单与招标项目（按当前状态）",
      summary: states.length === 0 ? "期间没有新建的询价单或招标项目" : states.map((row) => `${row.name} ${row.count}`).join("，"),
      svg: chartSvg(
        {
          grid: { ...grid, left: 16, top: 16 },
          xAxis: { type: "value", minInterval: 1 },
          yAxis: { type: "category", data: states.map((row) => row.name), inverse: true },
          series: [{ name: "数量", type: "bar", data: states.map((row) => row.count), label: { show: true, position: "right" } }],
        },
        { width: WIDE.width, height: Math.max(120, 40 + states.length * 28) },
      ),
    },
  ];
}
