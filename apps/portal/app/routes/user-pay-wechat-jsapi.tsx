import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Link, redirect } from "react-router";
import { usePaymentPoll } from "../features/services/payment-poll.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { useWeChatCashier, type WeChatCashierState, type WeChatPayRequest } from "../features/services/wechat-cashier.ts";
import * as styles from "../features/vip/vip.css.ts";
import { Fact } from "../lib/fact.tsx";
import { ownRecordOrNotFound } from "../lib/not-found.server.ts";
import * as page from "../lib/page.css.ts";
import { payPagePath } from "../lib/pay-page.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-pay-wechat-jsapi";

/** What the pay call inside WeChat answered: where to go, the cashier's parameters once the trade is open, or its refusal. */
interface WeChatPaying {
  checkoutUrl: string;
  wechatPayRequest: WeChatPayRequest | null;
  refused: string | null;
}

/** The pay call inside WeChat for the order: with 网页授权's code and state, or without (the trade already open). */
async function payInWeChat(
  context: Route.LoaderArgs["context"],
  orderNo: string,
  returned: { wechatCode?: string; wechatState?: string },
): Promise<WeChatPaying> {
  const paying: WeChatPaying = { checkoutUrl: "", wechatPayRequest: null, refused: null };
  const answer = await memberAction(context, async (member) => {
    const started = await clientCall(orderCalls.pay)(member, { orderNo, method: "wechat", channel: "wechat", ...returned }, { silent: true });
    paying.checkoutUrl = started.data.checkoutUrl;
    paying.wechatPayRequest = started.data.wechatPayRequest ?? null;
    return started;
  });
  if (!answer.ok) paying.refused = answer.msg;
  return paying;
}

/**
 * Back from WeChat's 网页授权 (`code`, `state`): the services take the code for the payer's openid and
 * open the JSAPI trade, then the page's own address without them (a reload must not bring a used
 * code back). Without them: the order (once paid, on to the result page) and the cashier's
 * parameters, signed anew for the open trade on each load.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const params = new URL(request.url).searchParams;
  const orderNo = params.get("orderNo") ?? "";
  const wechatCode = params.get("code");
  const wechatState = params.get("state");
  if (wechatCode && wechatState) {
    const opened = await payInWeChat(context, orderNo, { wechatCode, wechatState });
    if (opened.wechatPayRequest) throw redirect(opened.checkoutUrl);
    return { refused: opened.refused ?? texts.wechatJsapiFailed, orderNo, order: null, payRequest: null, resultPath: "" };
  }
  const order = await ownRecordOrNotFound(texts.orderMissing, async () => (await clientCall(orderCalls.detail)(client, { orderNo }, { silent: true })).data);
  const resultPath = `/user/pay/success?orderNo=${encodeURIComponent(order.orderNo)}`;
  if (order.state !== "pending_payment") throw redirect(resultPath);
  const shown = { orderNo: order.orderNo, title: order.title, amountFen: order.amountFen, payBefore: order.payBefore };
  // No open trade (it expired, or the page was opened by hand): 去支付 again starts over with 网页授权.
  const open = await payInWeChat(context, order.orderNo, {});
  const refused = open.wechatPayRequest ? null : (open.refused ?? texts.notPayable);
  return { refused, orderNo: order.orderNo, order: shown, payRequest: open.wechatPayRequest, resultPath };
}

const STATE_TEXTS: Record<WeChatCashierState, string> = {
  opening: texts.wechatJsapiOpening,
  paid: texts.wechatJsapiConfirming,
  cancelled: texts.wechatJsapiCancelled,
  failed: texts.wechatJsapiFailed,
  outside: texts.wechatJsapiOutsideWeChat,
};

/**
 * 微信支付 inside WeChat: WeChat's cashier opens over the page by itself; once it says paid, the page
 * asks until the notification has paid the order and moves on; cancelled or failed, it says so and
 * offers to pay again.
 */
export default function UserPayWechatJsapi({ loaderData }: Route.ComponentProps) {
  const { refused, orderNo, order, payRequest, resultPath } = loaderData;
  const { state, open } = useWeChatCashier(payRequest);
  const stopped = usePaymentPoll(state === "paid");
  return (
    <div className={page.inner}>
      <h1>{texts.wechatJsapiTitle}</h1>
      <section className={styles.panel} aria-labelledby="wechat-jsapi">
        <h2 id="wechat-jsapi">{order?.title ?? texts.wechatJsapiTitle}</h2>
        {order && (
          <dl className={page.facts}>
            <Fact term={texts.orderNo}>{order.orderNo}</Fact>
            <Fact term={texts.amount}>{formatFen(order.amountFen)}</Fact>
            <Fact term={texts.payBefore}>{order.payBefore}</Fact>
          </dl>
        )}
        {refused ? (
          <p role="alert">{refused}</p>
        ) : (
          <p role="status" data-testid="wechat-pay-status">
            {stopped ? texts.wechatStopped : STATE_TEXTS[state]}
          </p>
        )}
        <p className={page.actions}>
          {!refused && (state === "cancelled" || state === "failed") && <Button onClick={open}>{texts.wechatJsapiRetry}</Button>}
          {!refused && state === "paid" && <PrimaryLink to={resultPath}>{texts.wechatPaidCheck}</PrimaryLink>}
          <Link to={payPagePath(orderNo)}>{texts.wechatOtherMethod}</Link>
        </p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.wechatJsapiTitle, description: texts.wechatJsapiTitle }, { name: "robots", content: "noindex" });
}
