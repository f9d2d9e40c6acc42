import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { tenderMemberTexts as texts } from "../features/tender/tender-member-texts.ts";
import { TenderTable } from "../features/tender/tender-table.tsx";
import { loadMemberPage, quietList } from "../lib/member-page.server.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-my-bid-default";

const PAGE_SIZE = 10;
type Row = CallResult<typeof tenderCalls.myList>["data"]["records"][number];

/** The tenders the business takes part in, with its own state in each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMemberPage(request, context, PAGE_SIZE, quietList(clientCall(tenderCalls.myList)));
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
      <TenderTable columns={columns} records={records} current={current} pages={pages} path="/user/my-bid/default" />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.bidderTitle, description: texts.bidderDescription });
}
