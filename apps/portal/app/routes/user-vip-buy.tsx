import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { bankTransferNote } from "../features/services/bank-transfer-note.ts";
import { payAtCheckout, paymentChoices } from "../features/services/payment-method.server.ts";
import { PaymentMethods } from "../features/services/payment-methods.tsx";
import { AccountManagerPanel } from "../features/vip/account-manager-panel.tsx";
import { VIP_BENEFIT_LINKS } from "../features/vip/benefit-links.ts";
import { membershipText } from "../features/vip/membership-text.ts";
import * as styles from "../features/vip/vip.css.ts";
import { loadAccountManager, loadMembership, loadPlans } from "../features/vip/vip.server.ts";
import { fill, vipTexts as texts } from "../features/vip/vip-texts.ts";
import { idField } from "../lib/form-fields.server.ts";
import { MayCallOrRefusal } from "../lib/member-center/may-call-or-refusal.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextList } from "../lib/text-list.tsx";
import type { Route } from "./+types/user-vip-buy";

/** The plans, the business's membership now (with its 专属客户经理) and the member's own bound cards. */
export async function loader({ context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const [plans, membership, accountManager, choices] = await Promise.all([
    loadPlans(client),
    loadMembership(client),
    loadAccountManager(client),
    paymentChoices(client),
  ]);
  return { plans, membership, accountManager, ...choices };
}

/**
 * 去支付: orders the chosen plan (the price is the server's) and goes straight to the provider's
 * checkout with the chosen method; the provider brings the member back to /user/pay.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const planId = idField(form, "planId");
  return payAtCheckout(
    request,
    context,
    form,
    async (client) => (await clientCall(orderCalls.create)(client, { itemKind: "vip_plan", itemId: planId ?? 0 }, { silent: true })).data.orderNo,
  );
}

/** 开通VIP会员 (spec §2 vip/buy): the plans, the membership now, and how to pay. */
export default function VipBuy({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, membership, accountManager, cards, methods, bankTransferFromFen } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner}>
      <h1>{texts.buyTitle}</h1>
      <p>{texts.buyIntro}</p>
      <section className={styles.panel} aria-labelledby="vip-current">
        <h2 id="vip-current">{texts.current}</h2>
        <p data-testid="vip-membership">{membershipText(membership)}</p>
        <ul className={page.plainList}>
          {VIP_BENEFIT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <AccountManagerPanel answer={accountManager} membership={membership} plans={plans} />
      {plans === null ? (
        <p role="alert">{texts.plansFailed}</p>
      ) : (
        <MayCallOrRefusal call={orderCalls.create}>
          <Form method="post">
            <fieldset className={styles.plans} id="vip-plans">
              <legend>{texts.choosePlan}</legend>
              {plans.map((plan, index) => (
                <label key={plan.id} className={styles.plan}>
                  <span className={styles.planName}>
                    <input type="radio" name="planId" value={plan.id} defaultChecked={index === 1 || plans.length === 1} required />
                    {plan.name}
                  </span>
                  <span className={styles.price}>{formatFen(plan.priceFen)}</span>
                  <span>
                    {fill(texts.days, { n: plan.durationDays })} · {plan.summary}
                  </span>
                  <TextList items={plan.benefits} className={styles.benefits} aria-label={`${plan.name}${texts.benefits}`} />
                </label>
              ))}
            </fieldset>
            <PaymentMethods
              methods={methods}
              cards={cards}
              transferNote={bankTransferNote(
                bankTransferFromFen,
                "vip_plan",
                plans.map((plan) => plan.priceFen),
              )}
            />
            {actionData && !actionData.ok && <p role="alert">{actionData.msg}</p>}
            <Button type="submit" disabled={busy}>
              {busy ? texts.paying : texts.pay}
            </Button>
          </Form>
        </MayCallOrRefusal>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.buyTitle, description: texts.buyIntro }, { name: "robots", content: "noindex" });
}
