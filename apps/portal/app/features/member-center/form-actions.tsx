import { Button } from "@cidp/ui";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";

/** A member form's last row: its submit button (busy while it posts) and the way back without saving. */
export function FormActions({ submitLabel, busy, backTo, backLabel }: { submitLabel: string; busy: boolean; backTo: string; backLabel: string }) {
  return (
    <div className={page.actions}>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      <Link to={backTo} className={page.textLink}>
        {backLabel}
      </Link>
    </div>
  );
}
