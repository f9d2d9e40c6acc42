import { Button } from "@cidp/ui";
import { Form } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import type { CallAccess } from "../../lib/member-center/use-member-center.ts";
import { type Answer, a11yOf, FieldError } from "./manage-answer.tsx";
import * as styles from "./tender.css.ts";

/** One of the two decisions: the value posted and the button's text. */
interface Decision {
  value: string;
  label: string;
}

/**
 * The tenderer's two answers to one bidder's step (its registration, its deposit): accept with one
 * button, or refuse with a reason. Each button names the bidder, as a table row's do.
 */
export function ReviewForms({
  call,
  intent,
  bidderId,
  bidderName,
  accept,
  refuse,
  reasonLabel,
  reasonField,
  typedReason,
  answer,
}: {
  /** The contract call the answers make. */
  call: CallAccess;
  intent: string;
  bidderId: number;
  bidderName: string;
  accept: Decision;
  refuse: Decision;
  reasonLabel: string;
  /** The field a refusal of this reason names. */
  reasonField: string;
  /** The reason typed before a refusal, when it is filled in again. */
  typedReason?: string;
  answer: Answer;
}) {
  const decisionForm = (decision: Decision) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="bidderId" value={bidderId} />
      <input type="hidden" name="decision" value={decision.value} />
    </>
  );
  return (
    <MayCall call={call}>
      <Form method="post" className={styles.inlineForm}>
        {decisionForm(accept)}
        <Button type="submit" size="small" aria-label={`${accept.label}：${bidderName}`}>
          {accept.label}
        </Button>
      </Form>
      <Form method="post" className={styles.inlineForm}>
        {decisionForm(refuse)}
        <input name="reason" aria-label={`${reasonLabel}：${bidderName}`} maxLength={300} defaultValue={typedReason} {...a11yOf(answer, reasonField)} />
        <Button type="submit" size="small" variant="warning" aria-label={`${refuse.label}：${bidderName}`}>
          {refuse.label}
        </Button>
        <FieldError answer={answer} field={reasonField} />
      </Form>
    </MayCall>
  );
}
