import type { JobKind } from "../jobs/job-kind.ts";
import { completeDueDeletions } from "./deletion.ts";

export const ACCOUNT_DELETION_JOB = "privacy.account-deletions";

/**
 * Completes the 注销 whose cooling-off period has ended: a recurring job kind (registered in
 * app.ts), hourly, the first round as soon as the runner first starts. Each deletion is its own transaction and a done one is not
 * due again, so a retry after a crash completes only what is left.
 */
export const accountDeletionJobKind: JobKind = {
  kind: ACCOUNT_DELETION_JOB,
  mode: "lease",
  everyMs: 3_600_000,
  handler: async (_payload, { db, now }) => void (await completeDueDeletions(db, now)),
};
