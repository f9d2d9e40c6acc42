import { clientCall } from "@cidp/api-client";
import { orderCalls, tenderCalls } from "@cidp/api-client/contract";
import { DEPOSIT_METHOD_LABELS, formatFen, isPayableFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { bankTransferNote } from "../features/services/bank-transfer-note.ts";
import { payAtCheckout, paymentChoices } from "../features/services/payment-method.server.ts";
import { PaymentMethods } from "../features/services/payment-methods.tsx";
import * as styles from "../features/tender/tender.css.ts";
import { DeviceIdInput, FileLinks, uploadIds } from "../features/tender/tender-files.tsx";
import { idOf, loadMyTender } from "../features/tender/tender-manage.server.ts";
import { manageTexts as texts } from "../features/tender/tender-manage-texts.ts";
import { FilesField } from "../features/upload/files-field.tsx";
import { Fact } from "../lib/fact.tsx";
import { formBody, idField } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import { tradeDocumentField } from "../lib/trade-document-field.ts";
import type { Route } from "./+types/user-invite-tenders-btbt-pay";

/** The tender `?id=` as this business takes part in it, and the member's bound cards (for paying online). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const mine = await loadMyTender(context, idOf(request));
  return { ...mine, ...(await paymentChoices(memberClientOrLogin(context))) };
}

/**
 * 缴纳保证金: online, the deposit's order is made (its price is the server's) and paid at the
 * provider's checkout, which brings the member back to /user/pay; offline transfer and 电子保函 send
 * their reference for the tenderer to confirm.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = idOf(request);
  const intent = form.get("intent");
  if (intent === "online") {
    const order = formBody(orderCalls.create.body, form, { itemKind: "tender_deposit", itemId: idField(form, "bidderId") ?? undefined });
    if (!order.ok) return { ...order, field: "" };
    const answer = await payAtCheckout(
      request,
      context,
      form,
      async (client) => (await clientCall(orderCalls.create)(client, order.data, { silent: true })).data.orderNo,
    );
    return answer instanceof Response ? answer : { ...answer, field: "" };
  }
  const method = intent === "guarantee" ? "guarantee" : "voucher";
  const [voucherFileId] = uploadIds(form, "voucherFileId");
  const body = formBody(tenderCalls.depositProof.body, form, { id, method, voucherFileId: method === "voucher" ? voucherFileId : undefined });
  if (!body.ok) return { ...body, field: method };
  if (!body.data.reference) return { ok: false as const, msg: texts.needReference, field: method };
  if (method === "voucher" && voucherFileId === undefined) return { ok: false as const, msg: texts.needVoucher, field: "voucherFile" };
  const answer = await memberAction(context, async (client) => {
    await clientCall(tenderCalls.depositProof)(client, body.data, { silent: true });
    return { msg: texts.proofSent };
  });
  return { ...answer, field: answer.ok ? "" : method };
}

function ReferenceForm({
  method,
  refused,
  fileRefused,
  busy,
}: {
  method: "voucher" | "guarantee";
  refused: string | null;
  fileRefused?: string | null;
  busy: boolean;
}) {
  const id = `${method}-reference`;
  return (
    <MayCall call={tenderCalls.depositProof}>
      <Form method="post" className={page.panel} aria-labelledby={`${method}-title`}>
        <h2 id={`${method}-title`}>{method === "voucher" ? texts.offline : texts.guarantee}</h2>
        <p>{method === "voucher" ? texts.offlineHint : texts.guaranteeHint}</p>
        <input type="hidden" name="intent" value={method} />
        <DeviceIdInput />
        <p className={page.field}>
          <label htmlFor={id}>{method === "voucher" ? texts.voucherReference : texts.guaranteeNo}</label>
          <input id={id} name="reference" maxLength={80} required {...(refused ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})} />
          {refused && (
            <span id={`${id}-error`} className={styles.fieldError} data-testid={`${id}-error`}>
              {refused}
            </span>
          )}
        </p>
        {method === "voucher" && (
          <>
            <FilesField name="voucherFileId" {...tradeDocumentField(texts.voucherFile, 1)} />
            {fileRefused && (
              <p role="alert" className={styles.fieldError} data-testid="voucherFile-error">
                {fileRefused}
              </p>
            )}
          </>
        )}
        <Button type="submit" disabled={busy}>
          {method === "voucher" ? texts.submitVoucher : texts.submitGuarantee}
        </Button>
      </Form>
    </MayCall>
  );
}

/** 缴纳投标保证金 (spec §2 `/user/invite-tenders/btbt-pay`): the deposit, its state, and the three ways to pay it. */
export default function BidDepositPay({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, bidder, cards, methods, bankTransferFromFen } = loaderData;
  const busy = useNavigation().state !== "idle";
  const due = bidder?.state === "awaiting_deposit" && bidder.depositState === "unpaid";
  const refusedOn = (field: string) => (actionData && !actionData.ok && actionData.field === field ? actionData.msg : null);
  return (
    <div className={page.inner} data-testid="btbt-pay">
      <TitleRow title={texts.payTitle}>
        <TextLink to="/user/my-bid/default">{texts.toMyBids}</TextLink>
      </TitleRow>
      <LinkLine to={`/default/tender/detail?id=${tender.id}`}>{tender.title}</LinkLine>
      <p>{texts.payDescription}</p>
      <ActionNotice answer={actionData && (actionData.ok || !actionData.field) ? actionData : undefined} />
      {bidder ? (
        <dl className={page.facts}>
          <Fact term={texts.amount}>{formatFen(tender.depositFen)}</Fact>
          <Fact term={texts.myState} testId="bidder-state">
            {bidder.stateLabel}
          </Fact>
          <Fact term={texts.currentDeposit} testId="deposit-state">
            {bidder.depositStateLabel}
          </Fact>
          {bidder.depositMethod ? (
            <>
              <Fact term={texts.currentMethod}>
                {DEPOSIT_METHOD_LABELS[bidder.depositMethod as keyof typeof DEPOSIT_METHOD_LABELS] ?? bidder.depositMethod}
              </Fact>
              <Fact term={texts.reference}>{bidder.depositReference || "—"}</Fact>
              {bidder.depositVoucher && (
                <>
                  <dt>{texts.voucherFile}</dt>
                  <dd>
                    <FileLinks files={[bidder.depositVoucher]} testId="deposit-voucher" />
                  </dd>
                </>
              )}
            </>
          ) : null}
        </dl>
      ) : (
        <p>{texts.notRegistered}</p>
      )}
      {due ? (
        <>
          {isPayableFen(tender.depositFen) && (
            <MayCall call={orderCalls.create}>
              <Form method="post" reloadDocument className={page.panel} aria-labelledby="online-title">
                <h2 id="online-title">{texts.online}</h2>
                <p>{texts.onlineHint}</p>
                <input type="hidden" name="intent" value="online" />
                <input type="hidden" name="bidderId" value={bidder.bidderId} />
                <PaymentMethods methods={methods} cards={cards} transferNote={bankTransferNote(bankTransferFromFen, "tender_deposit", [tender.depositFen])} />
                <Button type="submit" disabled={busy}>
                  {texts.payOnline}
                </Button>
              </Form>
            </MayCall>
          )}
          <ReferenceForm method="voucher" refused={refusedOn("voucher")} fileRefused={refusedOn("voucherFile")} busy={busy} />
          <ReferenceForm method="guarantee" refused={refusedOn("guarantee")} busy={busy} />
        </>
      ) : (
        bidder && <p>{texts.notDue}</p>
      )}
      {bidder && ["deposited", "bid"].includes(bidder.state) && (
        <p>
          <PrimaryLink to={`/user/my-bid/bitTable?id=${tender.id}`}>{texts.toBid}</PrimaryLink>
        </p>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.payTitle, description: texts.payDescription });
}
