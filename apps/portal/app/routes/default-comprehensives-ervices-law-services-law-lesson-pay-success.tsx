import { formatFen, paidAndKept } from "@cidp/domain";
import { Link } from "react-router";
import { lessonTexts } from "../features/law-lessons/law-lessons-texts.ts";
import { lessonPages } from "../features/law-lessons/lesson-pages.ts";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { syncedOrder } from "../lib/order-and-pay.server.ts";
import * as page from "../lib/page.css.ts";
import { payPagePath } from "../lib/pay-page.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-pay-success";

/** The order after the checkout, as the services know it now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { order: await syncedOrder(request, context, texts.orderMissing) };
}

/** 支付结果 (spec §2 comprehensives-ervices/law-services/law-lesson/pay/success). */
export default function PaySuccess({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const paid = paidAndKept(order);
  const waiting = order.state === "pending_payment";
  const heading = paid ? texts.paid : waiting ? texts.waiting : `${texts.resultTitle}：${order.stateLabel}`;
  return (
    <div className={page.inner}>
      <h1>{texts.resultTitle}</h1>
      <section className={styles.panel} aria-labelledby="pay-result">
        <div role="status">
          <h2 id="pay-result">{heading}</h2>
        </div>
        {/* A lesson is watched at once; a service package is served by people, who get in touch. */}
        <p>{paid ? (order.itemKind === "lesson" ? lessonTexts.paidNote : texts.paidNote) : waiting ? texts.waitingNote : ""}</p>
        <dl className={page.facts}>
          <Fact term={texts.item}>{order.title}</Fact>
          <Fact term={texts.orderNo}>{order.orderNo}</Fact>
          <Fact term={paid ? texts.paidAmount : texts.amount}>{formatFen(paid ? order.paidFen : order.amountFen)}</Fact>
          <Fact term={texts.state} testId="order-state">
            {order.stateLabel}
          </Fact>
        </dl>
        <p className={page.titleRow}>
          {waiting && (
            <>
              <PrimaryLink to={payPagePath(order.orderNo, order.itemKind)}>{texts.payAgain}</PrimaryLink>
              <Link to={`/default/comprehensives-ervices/law-services/law-lesson/pay/success?orderNo=${order.orderNo}`} reloadDocument>
                {texts.refresh}
              </Link>
            </>
          )}
          {paid && order.itemKind === "lesson" && <PrimaryLink to={lessonPages.detail(order.itemId)}>{lessonTexts.startLearning}</PrimaryLink>}
          <Link to="/user/service-buy-list">{texts.myOrders}</Link>
        </p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.resultTitle, description: texts.resultTitle }, { name: "robots", content: "noindex" });
}
