import { Button } from "@cidp/ui";
import { Form, Link, useSearchParams } from "react-router";
import { MayCall } from "./member-center/may-call.tsx";
import type { CallAccess } from "./member-center/use-member-center.ts";
import * as page from "./page.css.ts";
import { TextLink } from "./styled-links.tsx";

/** The words of a removal, from the using page's catalogue. */
interface RemovalTexts {
  /** The link that asks (解绑, 删除). */
  ask: string;
  /** The link's accessible name, naming the record. */
  askLabel: string;
  question: string;
  yes: string;
  cancel: string;
}

/**
 * Removing a record in two steps that work without script: the link puts `?<intent>=<id>` in the
 * address, which shows the question with the button that posts `intent` for the id, and 取消 (back to `?`).
 * Shown only to a member whose role may make `call`.
 */
export function ConfirmedRemoval({ call, intent, id, texts }: { call: CallAccess; intent: string; id: number; texts: RemovalTexts }) {
  const [params] = useSearchParams();
  return (
    <MayCall call={call}>
      {params.get(intent) === String(id) ? (
        <RemovalQuestion intent={intent} id={id} texts={texts} />
      ) : (
        <Link to={`?${intent}=${id}`} aria-label={texts.askLabel}>
          {texts.ask}
        </Link>
      )}
    </MayCall>
  );
}

/** The second step: the question, the button that removes, and 取消. */
function RemovalQuestion({ intent, id, texts }: { intent: string; id: number; texts: RemovalTexts }) {
  return (
    <Form method="post" action="?" className={page.actions}>
      <input type="hidden" name="id" value={id} />
      <span>{texts.question}</span>
      <Button type="submit" name="intent" value={intent} variant="warning" size="small">
        {texts.yes}
      </Button>
      <TextLink to="?">{texts.cancel}</TextLink>
    </Form>
  );
}
