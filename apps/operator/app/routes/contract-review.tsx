import { operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Textarea } from "@cidp/ui";
import { data } from "react-router";
import { contractReviewTexts as texts } from "../contract-reviews/contract-review-texts.ts";
import * as styles from "../desk.css.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { recordOf, refusalOf, requireStaff, staffForm } from "../lib/staff.server.ts";
import type { Route } from "./+types/contract-review";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? texts.detailTitle(loaderData.review.contractName) : texts.title);

/** One review with its files, for staff who fulfil the platform's services. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "orders.fulfil");
  return { review: await recordOf(request, operatorCalls.contractReviewDetail, params.id) };
}

/** 受理, or 出具审查意见 (checked here by the call's own schema and again by the services, whose message is shown). */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "orders.fulfil");
  if (!fromOwnPage(request)) return data({ error: texts.foreignForm, done: null }, { status: 403 });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return data({ error: texts.badId, done: null }, { status: 404 });
  let answer: Awaited<ReturnType<typeof callServices>>;
  if (field(form, "intent") === "accept") answer = await callServices(request, operatorCalls.contractReviewAccept, { id });
  else {
    const checked = operatorCalls.contractReviewOpinion.body.safeParse({ opinion: field(form, "opinion") });
    if (!checked.success) return data({ error: checked.error.issues[0]?.message ?? texts.badId, done: null }, { status: 400 });
    answer = await callServices(request, operatorCalls.contractReviewOpinion, { id, ...checked.data });
  }
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, done: null }, { status: answer.status });
  }
  return { error: null, done: answer.message };
}

export default function ContractReview({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const facts = texts.facts;
  return (
    <main id="main" className={styles.main}>
      <p>
        <a href="/contract-reviews">{texts.back}</a>
      </p>
      <h1>{texts.detailTitle(review.contractName)}</h1>
      <MessageLine kind="success" text={actionData?.done} />
      <MessageLine kind="error" text={actionData?.error} />
      <dl className={styles.facts}>
        <dt>{facts.state}</dt>
        <dd data-testid="contract-review-state">{review.stateLabel}</dd>
        <dt>{facts.company}</dt>
        <dd>{review.companyName}</dd>
        <dt>{facts.submitter}</dt>
        <dd>{review.submitterName}</dd>
        <dt>{facts.phone}</dt>
        <dd>{review.submitterPhone}</dd>
        <dt>{facts.contractType}</dt>
        <dd>{review.contractType}</dd>
        <dt>{facts.counterparty}</dt>
        <dd>{review.counterparty}</dd>
        <dt>{facts.amount}</dt>
        <dd>{review.amountYuan === null ? "—" : texts.amountValue(review.amountYuan)}</dd>
        <dt>{facts.focus}</dt>
        <dd>{review.focus}</dd>
        <dt>{facts.files}</dt>
        <dd>
          {review.files.map((file) => (
            <a key={file.id} href={file.link} download={file.name}>
              {file.name}
            </a>
          ))}
        </dd>
        <dt>{facts.submitTime}</dt>
        <dd>{review.submitTime}</dd>
        {review.reviewerName ? (
          <>
            <dt>{facts.reviewer}</dt>
            <dd>{review.reviewerName}</dd>
            <dt>{facts.acceptTime}</dt>
            <dd>{review.acceptTime}</dd>
          </>
        ) : null}
        {review.doneTime ? (
          <>
            <dt>{facts.doneTime}</dt>
            <dd>{review.doneTime}</dd>
          </>
        ) : null}
      </dl>
      {review.opinion ? (
        <section aria-labelledby="opinion">
          <h2 id="opinion">{texts.opinion}</h2>
          <p className={styles.prewrap}>{review.opinion}</p>
        </section>
      ) : null}
      {review.state === "submitted" ? (
        <form method="post">
          <input type="hidden" name="intent" value="accept" />
          <Button type="submit">{texts.accept}</Button>
        </form>
      ) : null}
      {review.state === "reviewing" ? (
        <form method="post" className={styles.stack}>
          <input type="hidden" name="intent" value="opinion" />
          <FormField label={texts.opinion} hint={texts.opinionHint} required>
            <Textarea name="opinion" rows={10} maxLength={5000} required />
          </FormField>
          <Button type="submit">{texts.answer}</Button>
        </form>
      ) : null}
    </main>
  );
}
