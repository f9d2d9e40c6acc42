import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { RichText } from "../features/news/rich-text.tsx";
import { buyServiceAction, loadPublicService } from "../features/shop-services/public-service.server.ts";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as styles from "../features/shop-services/shop-services.css.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-service-detail";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPublicService(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return buyServiceAction(request, context);
}

/** 服务详情 (designed route default/service/detail): the service, its price and delivery, the seller, 立即购买. */
export default function ServiceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { service, loginUrl } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div className={page.inner}>
      <h1>{service.title}</h1>
      <section className={page.panel} aria-label={texts.detailTitle}>
        <p className={styles.price} data-testid="service-price">
          {service.priceText}
        </p>
        <dl className={page.facts}>
          <dt>{texts.category}</dt>
          <dd>{service.categoryLabel}</dd>
          <dt>{texts.delivery}</dt>
          <dd>{service.deliveryText}</dd>
          <dt>{texts.serviceArea}</dt>
          <dd>{service.serviceArea}</dd>
          <dt>{texts.soldCount}</dt>
          <dd>{service.soldCount}</dd>
          <dt>{texts.seller}</dt>
          <dd>
            {service.sellerName}
            {service.sellerCertified && <span className={page.tag}>{texts.certified}</span>}{" "}
            <Link to={paths.shop(service.sellerBusinessId)}>{texts.visitShop}</Link>
          </dd>
        </dl>
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
      <section className={page.panel} aria-labelledby="service-content">
        <h2 id="service-content">{texts.content}</h2>
        <RichText html={service.content} />
        <h2>{texts.afterSalesTitle}</h2>
        <p>{service.afterSales || texts.noAfterSales}</p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const service = args.loaderData?.service;
  return pageMeta(args, {
    title: service?.title ?? texts.detailTitle,
    description: service ? `${service.sellerName}：${service.title}，${service.priceText}，${service.deliveryText}` : texts.detailTitle,
  });
}
