import { Button } from "@cidp/ui";
import * as page from "./page.css.ts";
import { TextLink } from "./styled-links.tsx";

/**
 * A member form's last row: its submit button (busy while it posts) and the way back without saving;
 * laid out as the pages' actions unless the form's own row style is given.
 */
export function FormActions({
  submitLabel,
  busy = false,
  backTo,
  backLabel,
  className = page.actions,
}: {
  submitLabel: string;
  busy?: boolean;
  backTo: string;
  backLabel: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      <TextLink to={backTo}>{backLabel}</TextLink>
    </div>
  );
}

/**
 * A member form's last row with its one submit button, busy while the form posts; `intent` names
 * the action where the page's action does more than one thing.
 */
export function SubmitRow({ label, busy, intent }: { label: string; busy: boolean; intent?: string }) {
  return (
    <div className={page.actions}>
      <Button type="submit" name={intent && "intent"} value={intent} loading={busy}>
        {label}
      </Button>
    </div>
  );
}
