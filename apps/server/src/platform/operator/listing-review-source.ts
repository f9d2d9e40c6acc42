import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { createListingReviewRepository, type ReviewedTable } from "./listing-review.repository.ts";
import type { Decision, ReviewSource, ReviewSubject } from "./review-source.ts";

const QUEUE_PAGE = 50;

/** What every operator-reviewed listing row carries: it waits in state 'reviewing' since its last change. */
interface ReviewedRow {
  id: number;
  state: string;
  rejectReason: string | null;
  updatedAt: Date;
}

/** What a listing kind tells the review; the rest (queue, state, decision) is the same for all. */
export interface ListingReviewSpec<Row extends ReviewedRow> {
  kind: string;
  label: string;
  table: ReviewedTable;
  /** The queue's line for a waiting row (a 【label】 before its name). */
  queueTitle(row: Row): string;
  /** The row in full with what the operator compares (null when there is none). */
  subject(id: number): Promise<({ row: Row; title: string } & Pick<ReviewSubject, "fields" | "images" | "bodyHtml">) | null>;
  /**
   * The kind's domain machine, asked where a waiting ('reviewing') row goes on the operator's
   * approve or reject: a refused step leaves the row as it is.
   */
  transition(state: "reviewing", event: "approve" | "reject"): { readonly ok: true; readonly value: string } | { readonly ok: false };
  /** Tells the owner of the decided row, through `tx`: the decision's transaction, so both stay or neither. */
  notify(row: Row, decision: Decision, tx: Database): Promise<void>;
}

/**
 * A listing-like table the operator reviews (企业服务, 建材产品, 设备信息): the oldest waiting rows
 * first, one in full, and a decision that moves it only while it still waits and tells its owner,
 * both in one transaction.
 */
export function listingReviewSource<Row extends ReviewedRow>(db: Database, spec: ListingReviewSpec<Row>, now: () => Date): ReviewSource {
  const { kind } = spec;
  const listings = createListingReviewRepository<Row>(db, spec.table);
  return {
    labels: { [kind]: spec.label },

    async queue() {
      const { rows, total } = await listings.waitingPage(QUEUE_PAGE);
      return {
        entries: rows.map((row) => ({ kind, id: row.id, title: spec.queueTitle(row), submitTime: formatDateTime(row.updatedAt), at: row.updatedAt })),
        waiting: { [kind]: total },
      };
    },

    async subject(asked, id) {
      if (asked !== kind) return null;
      const found = await spec.subject(id);
      if (!found) return null;
      const { row, ...shown } = found;
      return {
        kind,
        id,
        submitTime: formatDateTime(row.updatedAt),
        state: row.state === "reviewing" ? "pending" : row.state,
        rejectReason: row.rejectReason,
        ...shown,
      };
    },

    async decide(asked, id, _operatorId, decision) {
      if (asked !== kind) return false;
      const next = spec.transition("reviewing", decision.approve ? "approve" : "reject");
      if (!next.ok) return false;
      const row = await listings.decide(id, { state: next.value, rejectReason: decision.approve ? null : decision.reason, updatedAt: now() }, (decided, tx) =>
        spec.notify(decided, decision, tx),
      );
      return row !== undefined;
    },
  };
}
