import type { JobKind } from "../jobs/job-kind.ts";
import type { ResourceUploads } from "./resource-uploads.ts";

export const ABANDONED_UPLOADS_JOB = "upload.abandoned-sweep";

/** A registration not confirmed within this long is given up: its credentials expired long before. */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;

/** Registrations handled per round; the next round (an hour on) takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Sweeps uploads registered and never confirmed: whatever bytes reached the store go, and the
 * resource fails (it no longer counts against its owner's space, nor is it resumed). A recurring
 * job kind on the one runner, hourly; at least once, and a swept resource is not pending again.
 */
export function abandonedUploadsJobKind(uploads: Pick<ResourceUploads, "repository" | "discard">): JobKind {
  return {
    kind: ABANDONED_UPLOADS_JOB,
    mode: "lease",
    everyMs: 3_600_000,
    handler: async (_payload, { now, signal }) => {
      const stale = await uploads.repository.abandoned(new Date(now.getTime() - ABANDONED_AFTER_MS), SWEEP_BATCH);
      for (const resource of stale) {
        if (signal.aborted) return;
        await uploads.discard(resource);
      }
    },
  };
}
