import { DEFAULT_ACCEPTED_EXTENSIONS, UPLOAD_MAX_GB, UploadCountLimit, UploadSizeCapMb } from "../constants/file.constants.ts";
import { extensionOf, type FileSizeUnit } from "../files/file-size.ts";
import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** What the checks need to know of a picked file. */
export interface FileCandidate {
  readonly name: string;
  readonly size: number;
}

/** One upload widget's settings (spec §5); every field has the spec's default. */
export interface UploadRules {
  /** Accepted extensions, with or without a leading dot, any case. */
  readonly accept?: readonly string[];
  /** Per-widget cap in MB. */
  readonly maxSizeMb?: number;
  /** Most files the widget holds. */
  readonly limit?: number;
  /** Bytes per kilo (see `fileSizeUnitFor`). */
  readonly unit?: FileSizeUnit;
}

/** Why a single file is refused. */
export type FileRejection = Failure<"upload.extension-not-accepted" | "upload.file-empty" | "upload.file-too-large-4g" | "upload.file-over-cap">;

/**
 * Checks one file in the spec's order: extension, empty, 4 G ceiling, widget cap. The 4 G
 * ceiling is checked before the cap so a huge file names the hard limit, not the widget's.
 */
export function validateUploadFile(file: FileCandidate, rules: UploadRules = {}): Result<FileCandidate, FileRejection> {
  const unit = rules.unit ?? 1024;
  const accept = (rules.accept ?? DEFAULT_ACCEPTED_EXTENSIONS).map((ext) => ext.replace(/^\./, "").toLowerCase());
  const ext = extensionOf(file.name);
  if (ext === "" || !accept.includes(ext)) return { ok: false, code: "upload.extension-not-accepted", params: { file: file.name } };
  if (!(file.size > 0)) return { ok: false, code: "upload.file-empty" };
  if (file.size >= UPLOAD_MAX_GB * unit ** 3) return { ok: false, code: "upload.file-too-large-4g" };
  const capMb = rules.maxSizeMb ?? UploadSizeCapMb.standard;
  if (file.size > capMb * unit ** 2) return { ok: false, code: "upload.file-over-cap", params: { n: capMb } };
  return { ok: true, value: file };
}

/** Checks that adding `adding` files to `existing` stays within the widget's limit. */
export function validateUploadCount(
  existing: number,
  adding: number,
  limit: number = UploadCountLimit.standard,
): Result<number, Failure<"upload.too-many-files">> {
  const total = existing + adding;
  return total > limit ? { ok: false, code: "upload.too-many-files", params: { n: limit } } : { ok: true, value: total };
}
