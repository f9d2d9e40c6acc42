import { equipmentCalls } from "@cidp/api-client/contract";
import type { TableColumn } from "@cidp/ui";
import { Form, Link } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import { RecordTable } from "../../lib/record-table.tsx";
import { fillText } from "../../lib/seo/page-meta.ts";
import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";
import type { OwnListing } from "./listing-form.tsx";

/** A one-button form of a row: posts the intent with the listing's id to the page's action. */
function RowAction({ id, intent, action, label, testId }: { id: number; intent: string; action?: string; label: string; testId: string }) {
  return (
    <MayCall call={equipmentCalls.change}>
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {action && <input type="hidden" name="action" value={action} />}
        <button type="submit" className={styles.smallButton} data-testid={testId}>
          {label}
        </button>
      </Form>
    </MayCall>
  );
}

/** 我的发布: the business's listings of this side, their state, and what may be done in it. */
export function MyListings({ records, basePath }: { records: OwnListing[]; basePath: string }) {
  const columns: TableColumn<OwnListing>[] = [
    {
      key: "title",
      title: texts.listing,
      render: (row) => (row.state === "listed" ? <Link to={`/default/equipment/detail?id=${row.id}`}>{row.title}</Link> : row.title),
    },
    { key: "tradeLabel", title: texts.trade },
    { key: "priceLabel", title: texts.price },
    {
      key: "stateLabel",
      title: texts.state,
      render: (row) => (
        <span data-testid={`listing-state-${row.id}`}>
          {row.stateLabel}
          {row.rejectReason && ` · ${fillText(texts.rejectReason, { reason: row.rejectReason })}`}
          {row.pendingRequests > 0 && ` · ${fillText(texts.pendingRequests, { n: row.pendingRequests })}`}
        </span>
      ),
    },
    { key: "updateTime", title: texts.updateTime },
    {
      key: "actions",
      title: texts.actions,
      render: (row) => (
        <span className={styles.inlineForm}>
          {(row.state === "draft" || row.state === "delisted") && <Link to={`${basePath}?tab=publish&edit=${row.id}`}>{texts.edit}</Link>}
          {(row.state === "draft" || row.state === "delisted") && (
            <RowAction id={row.id} intent="change" action="submit" label={texts.resubmit} testId={`submit-${row.id}`} />
          )}
          {row.state === "listed" && <RowAction id={row.id} intent="change" action="delist" label={texts.delist} testId={`delist-${row.id}`} />}
          {(row.state === "listed" || row.state === "delisted") && (
            <RowAction id={row.id} intent="change" action="close" label={texts.close} testId={`close-${row.id}`} />
          )}
        </span>
      ),
    },
  ];
  return <RecordTable caption={texts.tabs.mine} columns={columns} data={records} emptyText={texts.myEmpty} />;
}
