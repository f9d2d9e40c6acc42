import { Button } from "@cidp/ui";
import { Form } from "react-router";

/**
 * A table row's one-button form (删除, 撤回): posts `intent` with the row's id to the page's action;
 * its accessible name says which row, as every row has the same button.
 */
export function RowIntentButton({ id, intent, label, rowName }: { id: number; intent: string; label: string; rowName: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} variant="link" size="small" aria-label={`${label}：${rowName}`}>
        {label}
      </Button>
    </Form>
  );
}
