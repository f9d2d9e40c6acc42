import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Link } from "react-router";
import * as transferStyles from "../features/services/bank-transfer.css.ts";
import { CopyTextButton } from "../features/services/copy-text-button.tsx";
import { orderDetailPath } from "../features/services/order-detail-path.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import * as styles from "../features/vip/vip.css.ts";
import { Fact } from "../lib/fact.tsx";
import { ownRecordOrNotFound } from "../lib/not-found.server.ts";
import * as page from "../lib/page.css.ts";
import { bankTransferPagePath, payPagePath } from "../lib/pay-page.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-pay-bank-transfer";

/** The order of `?orderNo=` as 对公转账 shows it: the platform's account, the reference, the amount and whether finance confirmed it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  const [transfer, order] = await Promise.all([
    ownRecordOrNotFound(texts.transferMissing, async () => (await clientCall(orderCalls.bankTransfer)(client, { orderNo }, { silent: true })).data),
    ownRecordOrNotFound(texts.orderMissing, async () => (await clientCall(orderCalls.detail)(client, { orderNo }, { silent: true })).data),
  ]);
  return { transfer, itemKind: order.itemKind, stateLabel: order.stateLabel };
}

const STATE_TEXTS = { awaiting: texts.transferAwaiting, confirmed: texts.transferConfirmed, closed: texts.transferClosed } as const;

/** 对公转账 (the checkout of the method): where to transfer, with which 附言, how much, by when, and its state. */
export default function UserPayBankTransfer({ loaderData }: Route.ComponentProps) {
  const { transfer, itemKind, stateLabel } = loaderData;
  const awaiting = transfer.state === "awaiting";
  return (
    <div className={page.inner}>
      <h1>{texts.bankTransferTitle}</h1>
      <section className={styles.panel} aria-labelledby="transfer-state">
        <div role="status">
          <h2 id="transfer-state" data-testid="transfer-state">
            {STATE_TEXTS[transfer.state]}
          </h2>
        </div>
        {awaiting && <p>{texts.bankTransferIntro}</p>}
        <dl className={page.facts}>
          <Fact term={texts.item}>{transfer.title}</Fact>
          <Fact term={texts.orderNo}>{transfer.orderNo}</Fact>
          <Fact term={texts.amount} className={styles.price} testId="transfer-amount">
            {formatFen(transfer.amountFen)}
          </Fact>
          <Fact term={texts.state} testId="order-state">
            {stateLabel}
          </Fact>
          {awaiting && <Fact term={texts.transferPayBefore}>{transfer.payBefore}</Fact>}
        </dl>
        {awaiting && (
          <>
            <h3>{texts.reference}</h3>
            <p className={transferStyles.referenceLine}>
              <strong className={transferStyles.reference} data-testid="transfer-reference">
                {transfer.reference}
              </strong>
              <CopyTextButton text={transfer.reference} label={texts.reference} />
            </p>
            <p>{texts.referenceHint}</p>
            <h3>{texts.bankTransferAccount}</h3>
            <dl className={page.facts} data-testid="transfer-account">
              <Fact term={texts.accountName}>{transfer.accountName}</Fact>
              <Fact term={texts.bankName}>{transfer.bankName}</Fact>
              <Fact term={texts.accountNumber}>
                <span className={transferStyles.referenceLine}>
                  {transfer.accountNumber}
                  <CopyTextButton text={transfer.accountNumber} label={texts.accountNumber} />
                </span>
              </Fact>
            </dl>
            <p>{texts.transferConfirmTime}</p>
          </>
        )}
        <p className={page.actions}>
          {awaiting && (
            <Link to={bankTransferPagePath(transfer.orderNo)} reloadDocument>
              {texts.refresh}
            </Link>
          )}
          {awaiting && <Link to={payPagePath(transfer.orderNo)}>{texts.wechatOtherMethod}</Link>}
          <Link to={orderDetailPath(itemKind, transfer.orderNo)}>{texts.orderDetailTitle}</Link>
        </p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.bankTransferTitle, description: texts.bankTransferTitle }, { name: "robots", content: "noindex" });
}
