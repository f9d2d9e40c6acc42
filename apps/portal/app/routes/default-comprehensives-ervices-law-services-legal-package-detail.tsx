import { clientCall } from "@cidp/api-client";
import { orderCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { data, Form, redirect, useNavigation } from "react-router";
import { loadServicePackages } from "../features/services/service-packages.server.ts";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { loginSiteLinks } from "../lib/session/login-site.server.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-legal-package-detail";

/** One package (`?id=`); an unknown id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  const packages = await loadServicePackages(context);
  if (packages === null) throw data(texts.packagesFailed, { status: 503 });
  const item = packages.find((p) => p.id === id);
  if (!item) throw data(texts.packageMissing, { status: 404 });
  const loggedIn = portalRequest(context).member !== null;
  return { item, loginUrl: loggedIn ? null : loginSiteLinks(request).login };
}

/** 购买: orders the package (the price is the server's) and goes on to pay for it. */
export async function action({ request, context }: Route.ActionArgs) {
  const itemId = Number(new URL(request.url).searchParams.get("id"));
  let orderNo = "";
  const answer = await memberAction(context, async (client) => {
    const created = await clientCall(orderCalls.create)(client, { itemKind: "service_package", itemId }, { silent: true });
    orderNo = created.data.orderNo;
    return created;
  });
  if (!answer.ok) return answer;
  return redirect(`/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${orderNo}`, 303);
}

/** 套餐详情 (spec §2 law-services/legal/package-detail): what is included, the price, 购买. */
export default function PackageDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { item, loginUrl } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner}>
      <h1>{item.name}</h1>
      <section className={styles.panel} aria-label={texts.packageDetailTitle}>
        <dl className={page.facts}>
          <dt>{texts.category}</dt>
          <dd>{item.category}</dd>
          <dt>{texts.period}</dt>
          <dd>{item.period}</dd>
          <dt>{texts.price}</dt>
          <dd className={styles.price}>¥{item.price}</dd>
        </dl>
        <p>{item.description}</p>
        <h2>{texts.included}</h2>
        <ul className={styles.features}>
          {item.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {actionData && !actionData.ok && <p role="alert">{actionData.msg}</p>}
        {loginUrl ? (
          <a className={page.primaryLink} href={loginUrl}>
            {texts.loginToBuy}
          </a>
        ) : (
          <Form method="post">
            <Button type="submit" disabled={busy}>
              {busy ? texts.buying : texts.buy}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  return item ? pageMeta(args, { title: item.name, description: item.description }) : [];
}
