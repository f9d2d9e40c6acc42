import { procurementCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { SheetField } from "./sheet-field.tsx";

/** 参与 / 不参与 with a reason, for an invitation not yet answered. */
export function RespondForm({ busy }: { busy: boolean }) {
  return (
    <MayCall call={procurementCalls.respond}>
      <Form method="post" className={styles.fieldGrid} aria-label={texts.invitationTitle}>
        <div className={styles.checkRow}>
          <Button type="submit" name="intent" value="participate" disabled={busy}>
            {texts.participate}
          </Button>
        </div>
        <SheetField id="decline-reason" label={texts.declineReason}>
          <input id="decline-reason" name="reason" maxLength={200} className={styles.control} />
          <Button type="submit" name="intent" value="decline" variant="ghost" disabled={busy}>
            {texts.decline}
          </Button>
        </SheetField>
      </Form>
    </MayCall>
  );
}
