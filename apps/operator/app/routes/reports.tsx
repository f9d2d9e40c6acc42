import { operatorCalls, type ReportFigures } from "@cidp/api-client/contract";
import { formatFen, JILIN_CITIES } from "@cidp/domain";
import { Button, FormField, Input, Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { reportCharts } from "../lib/report-charts.server.ts";
import { REPORT_FIGURE_COLUMNS } from "../lib/report-csv.ts";
import { reportCsvHref, reportErrorField, reportQueryOf } from "../lib/report-query.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/reports";

export const meta = () => pageTitle("统计报表");

/**
 * 统计报表: a period (the last 30 days unless chosen) and a city; the figures by day and by region,
 * drawn as charts on the server and written out in tables, and the same report as a CSV file.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "reports.read");
  const query = reportQueryOf(new URL(request.url));
  const answer = await callServices(request, operatorCalls.report, query);
  if (!answer.ok) {
    if (answer.status === 400) return { query, error: { field: reportErrorField(answer.message), message: answer.message }, report: null, charts: [] };
    throw refusalOf(request, answer);
  }
  return { query, error: null, report: answer.data, charts: reportCharts(answer.data) };
}

// Money as every price of the platform reads (¥12,800.00); the CSV keeps bare numbers for spreadsheets.
const shown = (figures: ReportFigures, key: keyof ReportFigures) => (key.endsWith("Fen") ? formatFen(figures[key]) : String(figures[key]));

// The figures carry ¥, so the page's headings drop the CSV's （元）.
const heading = (title: string) => title.replace("（元）", "");

/** The columns of the two tables that count the period's new inquiry sheets and tenders by their state. */
const STATE_COUNT_COLUMNS = [
  { key: "label", title: "状态" },
  { key: "count", title: "数量" },
];

const figureColumns = REPORT_FIGURE_COLUMNS.map(([key, title]) => ({ key, title: heading(title), render: (row: ReportFigures) => shown(row, key) }));

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { query, error, report, charts } = loaderData;
  const errorOn = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <main id="main" className={styles.main}>
      <h1>统计报表</h1>
      <search aria-label="报表条件">
        <form method="get" className={styles.row}>
          <FormField label="开始日期" hint="yyyy-MM-dd，默认最近30天" error={errorOn("from")}>
            <Input type="date" name="from" defaultValue={query.from ?? report?.from ?? ""} />
          </FormField>
          <FormField label="结束日期" error={errorOn("to")}>
            <Input type="date" name="to" defaultValue={query.to ?? report?.to ?? ""} />
          </FormField>
          <FormField label="地区" id="report-city" error={errorOn("city")}>
            <select
              id="report-city"
              name="city"
              aria-invalid={errorOn("city") ? true : undefined}
              aria-describedby={errorOn("city") ? "report-city-error" : undefined}
              defaultValue={query.city ?? ""}
              className={styles.select}
            >
              <option value="">全省</option>
              {JILIN_CITIES.map((city) => (
                <option key={city.code} value={city.code}>
                  {city.name}
                </option>
              ))}
            </select>
          </FormField>
          <Button type="submit">查询</Button>
        </form>
      </search>
      {report ? (
        <>
          <p role="status">
            {report.cityName}，{report.from} 至 {report.to}（{report.days.length} 天）。 <a href={reportCsvHref(query)}>导出CSV</a>
          </p>
          <section aria-labelledby="report-totals">
            <h2 id="report-totals">汇总</h2>
            <dl className={styles.totals}>
              {REPORT_FIGURE_COLUMNS.map(([key, title]) => (
                <div key={key} className={styles.total}>
                  <dt>{heading(title)}</dt>
                  <dd data-testid={`total-${key}`}>{shown(report.totals, key)}</dd>
                </div>
              ))}
            </dl>
          </section>
          {charts.map((chart, index) => (
            <figure key={chart.title} className={styles.chart} aria-labelledby={`chart-${index}`}>
              <figcaption id={`chart-${index}`}>{chart.title}</figcaption>
              <div
                // biome-ignore lint/security/noDangerouslySetInnerHtml: ECharts' drawing of the services' numbers on this server, its texts fixed labels and dates (chart-svg.server.ts); the CSP runs no script anyway.
                dangerouslySetInnerHTML={{ __html: chart.svg }}
                role="img"
                aria-label={chart.summary}
                className={styles.chartCanvas}
              />
            </figure>
          ))}
          <Table caption="按日" rowKey={(day) => day.day} data={report.days} columns={[{ key: "day", title: "日期" }, ...figureColumns]} />
          <Table
            caption="按地区"
            rowKey={(region) => region.code || "none"}
            data={report.regions}
            columns={[{ key: "name", title: "地区" }, ...figureColumns]}
          />
          <div className={styles.row}>
            <Table caption="期间新建的询价单（按当前状态）" rowKey={(row) => row.state} data={report.sheetsByState} columns={STATE_COUNT_COLUMNS} />
            <Table caption="期间新建的招标项目（按当前状态）" rowKey={(row) => row.state} data={report.tendersByState} columns={STATE_COUNT_COLUMNS} />
          </div>
          <p className={styles.muted}>
            注册按注册时间计；认证按审核通过时间计；订单按支付成功时间计，金额为实付；退款按退款到账时间计。会员的地区取其所属第一家企业的注册地，订单的地区取买方企业的注册地。
          </p>
        </>
      ) : null}
    </main>
  );
}
