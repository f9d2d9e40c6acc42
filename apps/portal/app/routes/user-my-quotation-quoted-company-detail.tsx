import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { CompanyFacts } from "../features/procurement/company-facts.tsx";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { loadBuyerOfSheet, loadCompanyProfile } from "../features/procurement/sheet-loaders.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-my-quotation-quoted-company-detail";

/** `?id=` the sheet through which the supplier looks at its buyer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const buyer = await loadBuyerOfSheet(request, context);
  const profile = await loadCompanyProfile(context, buyer.businessId);
  return { buyer, profile, sheetId: Number(new URL(request.url).searchParams.get("id")) };
}

type Row = Route.ComponentProps["loaderData"]["buyer"]["openSheets"][number];

/** 采购方详情 (spec §2 my-quotation/quoted-company-detail): the buyer's profile, contact after opening, its other open sheets. */
export default function BuyerDetail({ loaderData }: Route.ComponentProps) {
  const { buyer, profile, sheetId } = loaderData;
  const columns: TableColumn<Row>[] = [
    { key: "sheetNo", title: texts.sheetNo },
    { key: "title", title: texts.sheetTitle, render: (row) => <Link to={`/user/my-quotation/default?id=${row.id}`}>{row.title}</Link> },
    { key: "mode", title: texts.mode, render: (row) => texts.modes[row.mode] },
    { key: "deadline", title: texts.deadline },
  ];
  return (
    <div className={page.inner} data-testid="buyer-detail">
      <div className={page.titleRow}>
        <h1>{buyer.name}</h1>
        <Link to={`/user/my-quotation/default?id=${sheetId}`} className={page.textLink}>
          {texts.backToSheet}
        </Link>
      </div>
      <dl className={page.facts}>
        <dt>{texts.contact}</dt>
        <dd data-testid="buyer-contact">{buyer.contact ? `${buyer.contact.name} ${buyer.contact.phone}` : texts.hiddenContact}</dd>
      </dl>
      <h2>{texts.companyProfile}</h2>
      <CompanyFacts profile={profile} />
      <h2>{texts.buyerOpenSheets}</h2>
      <Table
        caption={texts.buyerOpenSheets}
        columns={columns}
        data={buyer.openSheets}
        rowKey={(row) => String(row.id)}
        empty={<Empty description={texts.noOpenSheets} />}
      />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.buyerDetailTitle, description: texts.buyerDetailDescription });
}
