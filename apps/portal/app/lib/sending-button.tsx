import { Button } from "@cidp/ui";
import type { ComponentProps } from "react";

/**
 * A form's send button that reads its "sending" label and cannot be pressed again while the form
 * posts; the forms that send once and show the answer (applications, needs, invoice requests) share it.
 */
export function SendingButton({
  busy,
  labels,
  ...button
}: { busy: boolean; labels: { submit: string; submitting: string } } & Omit<ComponentProps<typeof Button>, "type" | "disabled" | "children">) {
  return (
    <Button type="submit" disabled={busy} {...button}>
      {busy ? labels.submitting : labels.submit}
    </Button>
  );
}
