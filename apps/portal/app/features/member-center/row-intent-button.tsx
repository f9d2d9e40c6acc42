import { Button } from "@cidp/ui";
import { Form } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import type { CallAccess } from "../../lib/member-center/use-member-center.ts";

/**
 * A table row's one-button form (删除, 撤回): posts `intent` with the row's id to the page's action;
 * its accessible name says which row, as every row has the same button. Shown only to a member
 * whose role may make `call`.
 */
export function RowIntentButton({ call, id, intent, label, rowName }: { call: CallAccess; id: number; intent: string; label: string; rowName: string }) {
  return (
    <MayCall call={call}>
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <Button type="submit" name="intent" value={intent} variant="link" size="small" aria-label={`${label}：${rowName}`}>
          {label}
        </Button>
      </Form>
    </MayCall>
  );
}
