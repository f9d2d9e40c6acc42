import { clientCall } from "@cidp/api-client";
import { type CallResult, CONTRACT_REVIEW_FILES_MAX, CONTRACT_REVIEW_TYPES, vipContractReviewCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { FilesField } from "../features/upload/files-field.tsx";
import * as reviewStyles from "../features/vip/contract-review.css.ts";
import { contractReviewTexts as texts } from "../features/vip/contract-review-texts.ts";
import * as styles from "../features/vip/vip.css.ts";
import { fill } from "../features/vip/vip-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { formBodyByField, idField } from "../lib/form-fields.server.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { tradeDocumentField } from "../lib/trade-document-field.ts";
import type { Route } from "./+types/user-vip-contract-review";

type Shelf = CallResult<typeof vipContractReviewCalls.contractReviews>["data"];
type Review = Shelf["records"][number];

/** The running period's allowance and the business's reviews (the latest twenty), or null when the services cannot say. */
export async function loader({ context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const shelf = await clientCall(vipContractReviewCalls.contractReviews)(client, { current: 1, size: 20 }, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
  return { shelf };
}

/** 提交审查 (the form's fields as the call takes them, refused field by field) or 撤回 one not yet taken on. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "withdraw") {
    const id = idField(form, "id");
    return memberAction(context, async (client) => await clientCall(vipContractReviewCalls.contractReviewWithdraw)(client, { id: id ?? 0 }, { silent: true }));
  }
  const fileIds = form
    .getAll("fileIds")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const amount = String(form.get("amountYuan") ?? "").trim();
  const body = formBodyByField(vipContractReviewCalls.contractReviewSubmit.body, form, { fileIds, amountYuan: amount === "" ? undefined : amount });
  if (!body.ok) return { ok: false as const, msg: Object.values(body.errors)[0] ?? "", errors: body.errors };
  return memberAction(context, async (client) => await clientCall(vipContractReviewCalls.contractReviewSubmit)(client, body.data, { silent: true }));
}

/** One review: the contract, who sent it and when, its state, and the lawyers' opinion once written. */
function ReviewCard({ review }: { review: Review }) {
  const headingId = `review-${review.id}`;
  return (
    <li className={page.panel}>
      <article aria-labelledby={headingId} data-testid="contract-review">
        <h3 id={headingId}>
          {review.contractName} <span data-testid="contract-review-state">（{review.stateLabel}）</span>
        </h3>
        <dl className={page.facts}>
          <Fact term={texts.contractType}>{review.contractType}</Fact>
          <Fact term={texts.counterparty}>{review.counterparty}</Fact>
          {review.amountYuan !== null && <Fact term={texts.amount}>{texts.amountValue(review.amountYuan)}</Fact>}
          <Fact term={texts.submittedBy}>{review.submitterName}</Fact>
          <Fact term={texts.submitTime}>{review.submitTime}</Fact>
          <Fact term={texts.focus}>{review.focus}</Fact>
          <Fact term={texts.contractFiles}>
            {review.files.map((file) => (
              <a key={file.id} href={file.link} download={file.name}>
                {file.name}
              </a>
            ))}
          </Fact>
          {review.reviewerName && <Fact term={texts.reviewer}>{review.reviewerName}</Fact>}
          {review.doneTime && <Fact term={texts.doneTime}>{review.doneTime}</Fact>}
        </dl>
        {review.opinion && (
          <section aria-label={texts.opinion}>
            <h4>{texts.opinion}</h4>
            <p className={reviewStyles.opinion} data-testid="contract-review-opinion">
              {review.opinion}
            </p>
          </section>
        )}
        {review.state === "submitted" && (
          <MayCall call={vipContractReviewCalls.contractReviewWithdraw}>
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="id" value={review.id} />
              <Button type="submit" variant="ghost" aria-label={texts.withdrawLabel(review.contractName)}>
                {texts.withdraw}
              </Button>
            </Form>
          </MayCall>
        )}
      </article>
    </li>
  );
}

/** A field of the form with its refusal under it. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={`${id}-error`} className={reviewStyles.fieldError} data-testid={`${id}-error`}>
      {error}
    </span>
  );
}

/** 免费合同审查: 企业VIP's contract reviews (2 a membership period) — the allowance, the form, and the business's reviews with their opinions. */
export default function VipContractReview({ loaderData, actionData }: Route.ComponentProps) {
  const { shelf } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errors = actionData && !actionData.ok && "errors" in actionData ? actionData.errors : {};
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `cr-${name}-error` } : {});
  const left = shelf ? shelf.allowance.allowance - shelf.allowance.used : 0;
  return (
    <div className={page.inner}>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <ActionNotice answer={actionData && !("errors" in actionData) ? actionData : undefined} />
      {shelf === null ? (
        <p role="alert">{texts.failed}</p>
      ) : (
        <>
          <section className={styles.panel} aria-label={texts.title} data-testid="contract-review-allowance">
            {shelf.allowance.allowance === 0 ? (
              <>
                <p>{texts.noAllowance}</p>
                <Link to="/user/vip/buy">{texts.upgrade}</Link>
              </>
            ) : (
              <p>{fill(texts.allowance, { used: shelf.allowance.used, left, end: shelf.allowance.periodEnd?.slice(0, 10) ?? "" })}</p>
            )}
            {shelf.allowance.allowance > 0 && left <= 0 && (
              <p>
                {texts.used} <Link to="/default/comprehensives-ervices/law-services">{texts.legalPackages}</Link>
              </p>
            )}
          </section>
          {left > 0 && (
            <MayCall call={vipContractReviewCalls.contractReviewSubmit}>
              <Form method="post" className={page.panel} aria-labelledby="cr-form" noValidate>
                <h2 id="cr-form">{texts.formTitle}</h2>
                <p className={page.field}>
                  <label htmlFor="cr-contractName">{texts.contractName}</label>
                  <input id="cr-contractName" name="contractName" maxLength={60} required {...invalid("contractName")} />
                  <FieldError id="cr-contractName" error={errors.contractName} />
                </p>
                <p className={page.field}>
                  <label htmlFor="cr-contractType">{texts.contractType}</label>
                  <select id="cr-contractType" name="contractType" required defaultValue="" {...invalid("contractType")}>
                    <option value="">{texts.chooseType}</option>
                    {CONTRACT_REVIEW_TYPES.map((type) => (
                      <option key={type}>{type}</option>
                    ))}
                  </select>
                  <FieldError id="cr-contractType" error={errors.contractType} />
                </p>
                <p className={page.field}>
                  <label htmlFor="cr-counterparty">{texts.counterparty}</label>
                  <input id="cr-counterparty" name="counterparty" maxLength={60} required {...invalid("counterparty")} />
                  <FieldError id="cr-counterparty" error={errors.counterparty} />
                </p>
                <p className={page.field}>
                  <label htmlFor="cr-amountYuan">{texts.amount}</label>
                  <input id="cr-amountYuan" name="amountYuan" inputMode="numeric" {...invalid("amountYuan")} />
                  <FieldError id="cr-amountYuan" error={errors.amountYuan} />
                </p>
                <p className={page.field}>
                  <label htmlFor="cr-focus">{texts.focus}</label>
                  <textarea id="cr-focus" name="focus" rows={4} maxLength={500} placeholder={texts.focusHint} required {...invalid("focus")} />
                  <FieldError id="cr-focus" error={errors.focus} />
                </p>
                <FilesField name="fileIds" {...tradeDocumentField(texts.files, CONTRACT_REVIEW_FILES_MAX)} />
                <FieldError id="cr-fileIds" error={errors.fileIds} />
                <Button type="submit" disabled={busy}>
                  {texts.submit}
                </Button>
              </Form>
            </MayCall>
          )}
          <section aria-labelledby="cr-mine">
            <h2 id="cr-mine">{texts.mine}</h2>
            {shelf.records.length === 0 ? (
              <p>{texts.none}</p>
            ) : (
              <ul className={page.plainList}>
                {shelf.records.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
