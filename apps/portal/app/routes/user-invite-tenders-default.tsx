import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { tenderMemberTexts as texts } from "../features/tender/tender-member-texts.ts";
import { TenderTable } from "../features/tender/tender-table.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { loadMemberPage, quietList } from "../lib/member-page.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-invite-tenders-default";

const PAGE_SIZE = 10;
type Row = CallResult<typeof tenderCalls.tendererList>["data"]["records"][number];

/** The business's tenders, newest first (the tenderer needs 招标管理; the server checks it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMemberPage(request, context, PAGE_SIZE, quietList(clientCall(tenderCalls.tendererList)));
}

const columns: TableColumn<Row>[] = [
  { key: "title", title: texts.title, render: (row) => <Link to={`/user/invite-tenders/subPage/default?id=${row.id}`}>{row.title}</Link> },
  { key: "tenderNo", title: texts.tenderNo },
  { key: "stateLabel", title: texts.state },
  {
    key: "links",
    title: texts.links,
    render: (row) => (
      <span className={page.rowActions}>
        <Link to={`/user/invite-tenders/subPage/public?id=${row.id}`} aria-label={`${texts.notices}：${row.title}`}>
          {texts.notices}
        </Link>
        {row.state === "publicity" && (
          <Link to={`/user/invite-tenders/subPage/selectingBiddingConfirm?id=${row.id}`} aria-label={`${texts.award}：${row.title}`}>
            {texts.award}
          </Link>
        )}
      </span>
    ),
  },
  { key: "estimateFen", title: texts.estimate, render: (row) => `${formatFen(row.estimateFen)} 元` },
  { key: "bidDeadline", title: texts.deadline },
];

/** 我的招标 (spec §2 `/user/invite-tenders/default`). */
export default function TendererTenders({ loaderData }: Route.ComponentProps) {
  const { current, pages, records } = loaderData;
  return (
    <div data-testid="invite-tenders">
      <TitleRow title={texts.tendererTitle}>
        <MayCall call={tenderCalls.saveDraft}>
          <PrimaryLink to="/user/invite-tenders/subPage/default">{texts.newTender}</PrimaryLink>
        </MayCall>
      </TitleRow>
      <TenderTable columns={columns} records={records} current={current} pages={pages} path="/user/invite-tenders/default" />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.tendererTitle, description: texts.tendererDescription });
}
