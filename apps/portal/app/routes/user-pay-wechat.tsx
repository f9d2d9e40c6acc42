import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Link, redirect } from "react-router";
import { usePaymentPoll } from "../features/services/payment-poll.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import * as styles from "../features/vip/vip.css.ts";
import { Fact } from "../lib/fact.tsx";
import { ownRecordOrNotFound } from "../lib/not-found.server.ts";
import * as page from "../lib/page.css.ts";
import { payPagePath } from "../lib/pay-page.ts";
import { qrSvg } from "../lib/qr/qr-svg.server.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-pay-wechat";

/** Only WeChat Pay's own code URLs become a QR code here: the page never draws an address a link smuggled in. */
const WECHAT_CODE_URL = /^weixin:\/\/wxpay\/[\w/?=&.%-]{1,200}$/;

/**
 * The order of `?orderNo=` as our books have it (no call to the provider: the notification moves it,
 * and 我已完成支付 asks the provider on the result page); once paid, on to the result page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const params = new URL(request.url).searchParams;
  const orderNo = params.get("orderNo") ?? "";
  const order = await ownRecordOrNotFound(texts.orderMissing, async () => (await clientCall(orderCalls.detail)(client, { orderNo }, { silent: true })).data);
  const resultPath = `/user/pay/success?orderNo=${encodeURIComponent(order.orderNo)}`;
  if (order.state !== "pending_payment") throw redirect(resultPath);
  const code = params.get("code") ?? "";
  return {
    order: { orderNo: order.orderNo, title: order.title, amountFen: order.amountFen, payBefore: order.payBefore },
    qr: WECHAT_CODE_URL.test(code) ? qrSvg(code, texts.wechatQrLabel) : null,
    resultPath,
  };
}

/** 微信扫码支付: the trade's QR code, what is paid, and a poll that moves on by itself once paid. */
export default function UserPayWechat({ loaderData }: Route.ComponentProps) {
  const { order, qr, resultPath } = loaderData;
  const stopped = usePaymentPoll(true);
  return (
    <div className={page.inner}>
      <h1>{texts.wechatScanTitle}</h1>
      <section className={styles.panel} aria-labelledby="wechat-pay">
        <h2 id="wechat-pay">{order.title}</h2>
        <dl className={page.facts}>
          <Fact term={texts.orderNo}>{order.orderNo}</Fact>
          <Fact term={texts.amount}>{formatFen(order.amountFen)}</Fact>
          <Fact term={texts.payBefore}>{order.payBefore}</Fact>
        </dl>
        {qr ? (
          <>
            <div
              data-testid="wechat-qr"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's own SVG (qr-svg.server.ts), drawn from a checked WeChat code URL.
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p>{texts.wechatScanHint}</p>
            <p role="status" data-testid="wechat-pay-status">
              {stopped ? texts.wechatStopped : texts.wechatWaiting}
            </p>
          </>
        ) : (
          <p role="alert">{texts.wechatCodeInvalid}</p>
        )}
        <p className={page.actions}>
          <PrimaryLink to={resultPath}>{texts.wechatPaidCheck}</PrimaryLink>
          <Link to={payPagePath(order.orderNo)}>{texts.wechatOtherMethod}</Link>
        </p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.wechatScanTitle, description: texts.wechatScanTitle }, { name: "robots", content: "noindex" });
}
