import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { CompanyFacts } from "../features/procurement/company-facts.tsx";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { loadCompanyProfile, loadSupplierHistory } from "../features/procurement/sheet-loaders.server.ts";
import * as page from "../lib/page.css.ts";
import { RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-company-detail";

/** `?id=` the supplier, `?sheet=` the sheet the buyer came from (for the way back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const history = await loadSupplierHistory(request, context);
  const profile = await loadCompanyProfile(context, history.businessId);
  const sheet = Number(new URL(request.url).searchParams.get("sheet"));
  return { history, profile, sheet: Number.isSafeInteger(sheet) && sheet > 0 ? sheet : null };
}

type Row = Route.ComponentProps["loaderData"]["history"]["sheets"][number];

/** 供应商详情 (spec §2 building-materials/companyDetail): the supplier as the buyer sees it, and its history with the buyer. */
export default function SupplierDetail({ loaderData }: Route.ComponentProps) {
  const { history, profile, sheet } = loaderData;
  const columns: TableColumn<Row>[] = [
    { key: "sheetNo", title: texts.sheetNo },
    { key: "title", title: texts.sheetTitle, render: (row) => <Link to={`/user/building-materials/selecting?id=${row.id}`}>{row.title}</Link> },
    { key: "stateLabel", title: texts.state },
    { key: "supplierStateLabel", title: texts.supplierState, render: (row) => `${row.supplierStateLabel}${row.invited ? `（${texts.invitedMark}）` : ""}` },
    { key: "deadline", title: texts.deadline },
  ];
  return (
    <div className={page.inner} data-testid="supplier-detail">
      <TitleRow title={history.name}>{sheet && <TextLink to={`/user/building-materials/selecting?id=${sheet}`}>{texts.backToSheet}</TextLink>}</TitleRow>
      <CompanyFacts profile={profile} />
      <h2>{texts.historyWithUs}</h2>
      <p data-testid="history-counts">{texts.historyCounts(history.invited, history.quoted, history.won)}</p>
      <RecordTable caption={texts.historyWithUs} columns={columns} data={history.sheets} emptyText={texts.noHistory} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.supplierDetailTitle, description: texts.supplierDetailDescription });
}
