import type { JobKind } from "../jobs/job-kind.ts";
import { CONTENT_PUBLISH_JOB, CONTENT_UNPUBLISH_JOB, type ContentDesk } from "./content-desk.ts";

/** A set time's payload: the piece and the version it was set for (a later save sets its own). */
function dueOf(payload: Record<string, unknown>) {
  return { entryId: Number(payload.entryId), version: Number(payload.version) };
}

/**
 * 定时发布 and 定时下架 on the one runner: each runs in the transaction that claims it, so the
 * article and the piece's state change exactly once, whichever instance claims it.
 */
export function contentJobKinds(desk: ContentDesk): JobKind[] {
  return [
    {
      kind: CONTENT_PUBLISH_JOB,
      mode: "transaction",
      handler: async (payload, { tx }) => {
        const { entryId, version } = dueOf(payload);
        await desk.due(tx, "publish", entryId, version);
      },
    },
    {
      kind: CONTENT_UNPUBLISH_JOB,
      mode: "transaction",
      handler: async (payload, { tx }) => {
        const { entryId, version } = dueOf(payload);
        await desk.due(tx, "unpublish", entryId, version);
      },
    },
  ];
}
