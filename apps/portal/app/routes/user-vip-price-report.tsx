import { changeText, formatFen } from "@cidp/domain";
import { Table } from "@cidp/ui";
import { Link } from "react-router";
import { priceReportTexts as texts } from "../features/vip/price-report-texts.ts";
import * as styles from "../features/vip/vip.css.ts";
import { loadPriceReports, type PriceReport } from "../features/vip/vip.server.ts";
import { fill } from "../features/vip/vip-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-vip-price-report";

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const id = Number(new URL(request.url).searchParams.get("id"));
  return loadPriceReports(client, Number.isSafeInteger(id) && id > 0 ? id : null);
}

const SECTIONS = ["product", "equipment", "labor"] as const;
type Line = PriceReport["lines"][number];
const yuan = formatFen;

/** One section of a report: each kind's figures in its unit. */
function ReportSection({ section, lines }: { section: (typeof SECTIONS)[number]; lines: readonly Line[] }) {
  const title = texts.reportSections[section];
  return (
    <section aria-labelledby={`report-${section}`}>
      <h3 id={`report-${section}`}>{title}</h3>
      {lines.length === 0 ? (
        <p>{texts.reportSectionEmpty}</p>
      ) : (
        <Table
          caption={title}
          columns={[
            { key: "item", title: texts.reportItem },
            { key: "unit", title: texts.reportUnit, render: (line) => fill(texts.reportPerUnit, { unit: line.unit }) },
            { key: "samples", title: texts.reportSamples },
            { key: "avgFen", title: texts.reportAvg, render: (line) => yuan(line.avgFen) },
            { key: "minFen", title: texts.reportMin, render: (line) => yuan(line.minFen) },
            { key: "maxFen", title: texts.reportMax, render: (line) => yuan(line.maxFen) },
            { key: "changePermille", title: texts.reportChange, render: (line) => changeText(line.changePermille) },
          ]}
          data={lines}
          rowKey={(line) => `${line.item}|${line.unit}`}
        />
      )}
    </section>
  );
}

/** 行业价格分析报告: a VIP benefit, one report per quarter (年度VIP) or month (企业VIP), with the earlier ones. */
export default function VipPriceReport({ loaderData }: Route.ComponentProps) {
  const { shelf, report } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.reportTitle}</h1>
      <p>{texts.reportIntro}</p>
      {shelf === null ? (
        <p role="alert">{texts.reportFailed}</p>
      ) : shelf.cadence === "none" ? (
        <section className={styles.panel} aria-label={texts.reportTitle}>
          <p data-testid="report-unavailable">{texts.reportUnavailable}</p>
          <Link to="/user/vip/buy">{texts.reportUpgrade}</Link>
        </section>
      ) : (
        <>
          <p>{texts.reportCadence[shelf.cadence]}</p>
          {report === null ? (
            <p data-testid="report-none">{texts.reportNone}</p>
          ) : (
            <section className={styles.panel} aria-labelledby="report-period">
              <h2 id="report-period">
                {report.periodLabel}
                {texts.reportTitle}
              </h2>
              <p>{fill(texts.reportIssued, { time: report.issuedAt })}</p>
              {SECTIONS.map((section) => (
                <ReportSection key={section} section={section} lines={report.lines.filter((line) => line.section === section)} />
              ))}
            </section>
          )}
          {shelf.reports.length > 1 && (
            <nav className={styles.panel} aria-label={texts.reportPeriods}>
              <h2>{texts.reportPeriods}</h2>
              <ul>
                {shelf.reports.map((entry) => (
                  <li key={entry.id}>
                    <Link to={`?id=${entry.id}`} aria-current={entry.id === report?.id ? "page" : undefined}>
                      {entry.periodLabel}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.reportTitle, description: texts.reportIntro });
}
