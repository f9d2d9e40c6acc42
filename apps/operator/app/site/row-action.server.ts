import type { CallDeclaration, CallInput } from "@cidp/api-client/contract";
import { redirect } from "react-router";
import { field } from "../lib/form.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf } from "../lib/staff.server.ts";

/**
 * 上移 / 下移 and 删除 of a row of a list shown in its portal order (the forms of MoveButtons and
 * RowButton): the services' move or delete of the row, then back to `page` with `?result=moved`
 * or `deleted`. A refusal is answered by `refused` (a 401 logs out). Any other intent answers null,
 * for the page's own forms.
 */
export async function moveOrDeleteRow<Move extends CallDeclaration, Delete extends CallDeclaration, Refusal>(
  request: Request,
  form: FormData,
  page: string,
  calls: { move: Move; delete: Delete },
  refused: (error: string, status: number) => Refusal,
) {
  const intent = field(form, "intent");
  if (intent !== "move" && intent !== "delete") return null;
  const id = Number(field(form, "id")) || 0;
  // Both calls take the row's id in their path (and the move its direction): `{ id, direction }` by their contract.
  const answer =
    intent === "move"
      ? await callServices(request, calls.move, { id, direction: field(form, "direction") === "up" ? "up" : "down" } as CallInput<Move>)
      : await callServices(request, calls.delete, { id } as CallInput<Delete>);
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return refused(answer.message, answer.status);
  }
  return redirect(`${page}?result=${intent === "move" ? "moved" : "deleted"}`);
}
