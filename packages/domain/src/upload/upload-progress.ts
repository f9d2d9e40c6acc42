/** What the progress rules read of an upload item: its state and its percentage, 0 to 100. */
export interface UploadProgressItem {
  readonly status: "ready" | "success";
  readonly progress: number;
}

/** Overall progress: the mean of the items' percentages, 0 with no items (spec §4). */
export function overallProgress(items: readonly Pick<UploadProgressItem, "progress">[]): number {
  if (items.length === 0) return 0;
  return items.reduce((sum, item) => sum + item.progress, 0) / items.length;
}

/** The global button-disable signal: 'loading' while any item is ready (uploading), 'done' when none is (spec §4). */
export function uploadButtonSignal(items: readonly Pick<UploadProgressItem, "status">[]): "loading" | "done" {
  return items.some((item) => item.status === "ready") ? "loading" : "done";
}
