import { DEFAULT_ACCEPTED_EXTENSIONS, UploadCountLimit, UploadSizeCapMb } from "@cidp/domain";
import type { ItemView } from "@cidp/upload";
import { uploadTexts } from "./upload-texts.ts";

/** Props of the upload widget (spec §5 variants: caps 10/1/500 MB, limits 500/99/1). */
export interface UploadWidgetProps {
  accept?: readonly string[];
  maxSizeMb?: number;
  limit?: number;
  disabled?: boolean;
  /** A file reached success (uploaded, or already on the server). */
  onUploaded: (item: ItemView) => void;
}

/** The props with the spec's standard variant filled in where the caller names none. */
export function withDefaults(props: UploadWidgetProps): Required<UploadWidgetProps> {
  return {
    accept: props.accept ?? DEFAULT_ACCEPTED_EXTENSIONS,
    maxSizeMb: props.maxSizeMb ?? UploadSizeCapMb.standard,
    limit: props.limit ?? UploadCountLimit.standard,
    disabled: props.disabled ?? false,
    onUploaded: props.onUploaded,
  };
}

/** What the drop zone shows and lets the person pick, the same before and after the engine has loaded. */
export function dropZoneSettings({ accept, maxSizeMb, limit }: Required<UploadWidgetProps>) {
  return {
    accept: accept.map((ext) => `.${ext}`).join(","),
    multiple: limit > 1,
    hint: uploadTexts.limitHint(accept.join("、"), maxSizeMb, limit),
  };
}
