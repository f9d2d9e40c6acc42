/** One file in an upload widget: ready while it uploads (0 to 100), then success (spec §4). */
export interface UploadItem {
  readonly uid: string;
  readonly name: string;
  readonly status: "ready" | "success";
  readonly percent: number;
}

/** What happens to the widget's files. */
export type UploadEvent =
  | { readonly type: "file.added"; readonly uid: string; readonly name: string }
  | { readonly type: "file.progressed"; readonly uid: string; readonly percent: number }
  /** The register call said the file is already on the server (existed = 1). */
  | { readonly type: "file.existed"; readonly uid: string }
  | { readonly type: "file.succeeded"; readonly uid: string }
  | { readonly type: "file.failed"; readonly uid: string }
  | { readonly type: "file.removed"; readonly uid: string };

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

/** The widget's files after an event. A failed file is removed; progress never goes back. */
export function uploadReducer(items: readonly UploadItem[], event: UploadEvent): readonly UploadItem[] {
  switch (event.type) {
    case "file.added":
      return items.some((item) => item.uid === event.uid) ? items : [...items, { uid: event.uid, name: event.name, status: "ready", percent: 0 }];
    case "file.progressed":
      return items.map((item) =>
        item.uid === event.uid && item.status === "ready" ? { ...item, percent: Math.max(item.percent, Math.min(99, clampPercent(event.percent))) } : item,
      );
    case "file.existed":
    case "file.succeeded":
      return items.map((item) => (item.uid === event.uid ? { ...item, status: "success", percent: 100 } : item));
    case "file.failed":
    case "file.removed":
      return items.filter((item) => item.uid !== event.uid);
  }
}

/** Overall progress: the mean of the items' percentages, 0 with no items. */
export function overallProgress(items: readonly UploadItem[]): number {
  if (items.length === 0) return 0;
  return items.reduce((sum, item) => sum + item.percent, 0) / items.length;
}

/** The global button-disable signal: 'loading' while any file is ready, 'done' when none is. */
export function uploadButtonSignal(items: readonly UploadItem[]): "loading" | "done" {
  return items.some((item) => item.status === "ready") ? "loading" : "done";
}
