import { type CallResult, equipmentCalls } from "@cidp/api-client/contract";
import type { TableColumn } from "@cidp/ui";
import { Form, Link } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import { RecordTable } from "../../lib/record-table.tsx";
import { fillText } from "../../lib/seo/page-meta.ts";
import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";

/** A request as either side lists it. */
export type EquipmentRequest = CallResult<typeof equipmentCalls.requests>["data"]["records"][number];

/** 收到的请求 (the owner accepts or declines) or 发出的请求 (the requester may withdraw a pending one). */
export function RequestList({ records, box }: { records: EquipmentRequest[]; box: "received" | "sent" }) {
  const columns: TableColumn<EquipmentRequest>[] = [
    { key: "listingTitle", title: texts.listing, render: (row) => <Link to={`/default/equipment/detail?id=${row.listingId}`}>{row.listingTitle}</Link> },
    {
      key: "dates",
      title: texts.dates,
      render: (row) => (row.startDate && row.endDate ? fillText(texts.datesValue, { start: row.startDate, end: row.endDate }) : texts.inquiryOnly),
    },
    { key: "counterpartName", title: texts.counterpart },
    { key: "requesterName", title: texts.requester },
    { key: "message", title: texts.message },
    {
      key: "stateLabel",
      title: texts.state,
      render: (row) => <span data-testid={`request-state-${row.id}`}>{row.declineReason ? `${row.stateLabel}（${row.declineReason}）` : row.stateLabel}</span>,
    },
    { key: "createTime", title: texts.createTime },
    {
      key: "actions",
      title: texts.actions,
      render: (row) =>
        row.state !== "pending" ? null : box === "received" ? (
          <span className={styles.inlineForm}>
            <MayCall call={equipmentCalls.decide}>
              <Form method="post" className={styles.inlineForm}>
                <input type="hidden" name="intent" value="decide" />
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="accept" value="1" />
                <button type="submit" className={styles.smallButton} data-testid={`accept-${row.id}`}>
                  {texts.accept}
                </button>
              </Form>
            </MayCall>
            <MayCall call={equipmentCalls.decide}>
              <Form method="post" className={styles.inlineForm}>
                <input type="hidden" name="intent" value="decide" />
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="accept" value="0" />
                <input name="reason" aria-label={texts.declineReason} placeholder={texts.declineReason} maxLength={200} size={10} />
                <button type="submit" className={styles.smallButton} data-testid={`decline-${row.id}`}>
                  {texts.decline}
                </button>
              </Form>
            </MayCall>
          </span>
        ) : (
          <MayCall call={equipmentCalls.cancel}>
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={row.id} />
              <button type="submit" className={styles.smallButton} data-testid={`cancel-${row.id}`}>
                {texts.cancel}
              </button>
            </Form>
          </MayCall>
        ),
    },
  ];
  return <RecordTable caption={texts.tabs[box]} columns={columns} data={records} emptyText={texts.requestsEmpty} />;
}
