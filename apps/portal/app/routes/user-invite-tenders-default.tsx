import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { tenderMemberTexts as texts } from "../features/tender/tender-member-texts.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { requestedPage } from "../lib/page-number.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-invite-tenders-default";

const PAGE_SIZE = 10;
type Row = CallResult<typeof tenderCalls.tendererList>["data"]["records"][number];

/** The business's tenders, newest first (the tenderer needs 招标管理; the server checks it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const current = requestedPage(new URL(request.url).searchParams);
  const { data } = await clientCall(tenderCalls.tendererList)(client, { current, size: PAGE_SIZE }, { silent: true });
  return { current, pages: data.pages, records: data.records };
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
      <div className={page.titleRow}>
        <h1>{texts.tendererTitle}</h1>
        <Link to="/user/invite-tenders/subPage/default" className={page.primaryLink}>
          {texts.newTender}
        </Link>
      </div>
      <Table caption={texts.caption} columns={columns} data={records} rowKey={(row) => String(row.id)} empty={<Empty description={texts.empty} />} />
      <PageLinks page={current} pages={pages} href={(n) => `/user/invite-tenders/default${n > 1 ? `?page=${n}` : ""}`} />
      <p>
        <Link to="/default/tender/list" className={page.textLink}>
          {texts.browse}
        </Link>
      </p>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.tendererTitle, description: texts.tendererDescription });
}
