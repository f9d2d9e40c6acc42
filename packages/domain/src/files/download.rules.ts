import { FileSize } from "../constants/file.constants.ts";
import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** A batch download needs at least one attachment selected (spec §5). */
export function validateDownloadSelection<T>(selected: readonly T[]): Result<readonly T[], Failure<"download.no-selection">> {
  return selected.length === 0 ? { ok: false, code: "download.no-selection" } : { ok: true, value: selected };
}

/** The notice to show before a download, or null: files over 100M warn that it takes a while (spec §8). */
export function downloadNotice(file: { readonly name: string; readonly size: number }): Failure<"download.slow"> | null {
  return file.size > FileSize.slowDownloadAbove ? { code: "download.slow", params: { file: file.name } } : null;
}
