import * as page from "./page.css.ts";

/**
 * The last row of a listing form: 保存草稿 keeps it (in the feature's small button style), 提交审核
 * sends it to the operator; both wait while the form posts.
 */
export function DraftSubmitButtons({
  busy,
  draftLabel,
  submitLabel,
  draftClassName,
}: {
  busy: boolean;
  draftLabel: string;
  submitLabel: string;
  draftClassName: string;
}) {
  return (
    <div className={page.actions}>
      <button type="submit" name="intent" value="draft" className={draftClassName} disabled={busy}>
        {draftLabel}
      </button>
      <button type="submit" name="intent" value="submit" className={page.searchButton} disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
