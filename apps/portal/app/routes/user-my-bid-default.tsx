import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { tenderMemberTexts as texts } from "../features/tender/tender-member-texts.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { requestedPage } from "../lib/page-number.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-my-bid-default";

const PAGE_SIZE = 10;
type Row = CallResult<typeof tenderCalls.myList>["data"]["records"][number];

/** The tenders the business takes part in, with its own state in each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const current = requestedPage(new URL(request.url).searchParams);
  const { data } = await clientCall(tenderCalls.myList)(client, { current, size: PAGE_SIZE }, { silent: true });
  return { current, pages: data.pages, records: data.records };
}

const columns: TableColumn<Row>[] = [
  { key: "title", title: texts.title, render: (row) => <Link to={`/default/tender/detail?id=${row.id}`}>{row.title}</Link> },
  {
    key: "tendererName",
    title: texts.tenderer,
    render: (row) => <Link to={`/user/my-bid/bid-company-detail?id=${row.id}`}>{row.tendererName}</Link>,
  },
  { key: "stateLabel", title: texts.state },
  { key: "myStateLabel", title: texts.myState, render: (row) => <Link to={`/user/my-bid/bitTable?id=${row.id}`}>{row.myStateLabel}</Link> },
  { key: "bidDeadline", title: texts.deadline },
  {
    key: "deposit",
    title: texts.depositState,
    render: (row) =>
      row.myState === "awaiting_deposit" ? (
        <Link to={`/user/invite-tenders/btbt-pay?id=${row.id}`} aria-label={`${texts.payDeposit}：${row.title}`}>
          {texts.payDeposit}
        </Link>
      ) : (
        "—"
      ),
  },
];

/** 我的投标 (spec §2 `/user/my-bid/default`). */
export default function MyBids({ loaderData }: Route.ComponentProps) {
  const { current, pages, records } = loaderData;
  return (
    <div data-testid="my-bid">
      <h1>{texts.bidderTitle}</h1>
      <Table caption={texts.caption} columns={columns} data={records} rowKey={(row) => String(row.id)} empty={<Empty description={texts.empty} />} />
      <PageLinks page={current} pages={pages} href={(n) => `/user/my-bid/default${n > 1 ? `?page=${n}` : ""}`} />
      <p>
        <Link to="/default/tender/list" className={page.textLink}>
          {texts.browse}
        </Link>
      </p>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.bidderTitle, description: texts.bidderDescription });
}
