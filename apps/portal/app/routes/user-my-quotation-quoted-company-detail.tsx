import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { CompanyFacts } from "../features/procurement/company-facts.tsx";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { loadBuyerOfSheet, loadCompanyProfile } from "../features/procurement/sheet-loaders.server.ts";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { HeadedRecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
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
      <TitleRow title={buyer.name}>
        <TextLink to={`/user/my-quotation/default?id=${sheetId}`}>{texts.backToSheet}</TextLink>
      </TitleRow>
      <dl className={page.facts}>
        <Fact term={texts.contact} testId="buyer-contact">
          {buyer.contact ? `${buyer.contact.name} ${buyer.contact.phone}` : texts.hiddenContact}
        </Fact>
      </dl>
      <CompanyFacts profile={profile} />
      <HeadedRecordTable title={texts.buyerOpenSheets} columns={columns} data={buyer.openSheets} emptyText={texts.noOpenSheets} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.buyerDetailTitle, description: texts.buyerDetailDescription });
}
