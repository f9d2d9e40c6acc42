import { Link } from "react-router";
import { RichText } from "../features/news/rich-text.tsx";
import { buyServiceAction, loadPublicService } from "../features/shop-services/public-service.server.ts";
import { ServiceContent } from "../features/shop-services/service-content.tsx";
import { shopServicePaths as paths } from "../features/shop-services/shop-service-paths.ts";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as styles from "../features/shop-services/shop-services.css.ts";
import { BuyControl } from "../lib/buy-control.tsx";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { recordMeta } from "../lib/seo/page-meta.ts";
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
  return (
    <div className={page.inner}>
      <h1>{service.title}</h1>
      <section className={page.panel} aria-label={texts.detailTitle}>
        <p className={styles.price} data-testid="service-price">
          {service.priceText}
        </p>
        <dl className={page.facts}>
          <Fact term={texts.category}>{service.categoryLabel}</Fact>
          <Fact term={texts.delivery}>{service.deliveryText}</Fact>
          <Fact term={texts.serviceArea}>{service.serviceArea}</Fact>
          <Fact term={texts.soldCount}>{service.soldCount}</Fact>
          <dt>{texts.seller}</dt>
          <dd>
            {service.sellerName}
            {service.sellerCertified && <span className={page.tag}>{texts.certified}</span>}{" "}
            <Link to={paths.shop(service.sellerBusinessId)}>{texts.visitShop}</Link>
          </dd>
        </dl>
        <BuyControl loginUrl={loginUrl} answer={actionData} texts={texts} />
      </section>
      <ServiceContent description={<RichText html={service.content} />} afterSales={service.afterSales} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const otherwise = { title: texts.detailTitle, description: texts.detailTitle };
  return recordMeta(args, args.loaderData?.service, (s) => `${s.sellerName}：${s.title}，${s.priceText}，${s.deliveryText}`, otherwise);
}
