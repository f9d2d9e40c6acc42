import { formatFen } from "@cidp/domain";
import { data, Link } from "react-router";
import { lawPaths } from "../features/law-services/law-paths.ts";
import { loadMemberQuote } from "../features/services/member-quote.server.ts";
import { PackageTerms } from "../features/services/package-terms.tsx";
import { loadServicePackages } from "../features/services/service-packages.server.ts";
import * as styles from "../features/services/services.css.ts";
import { serviceTexts as texts } from "../features/services/services-texts.ts";
import { BuyControl } from "../lib/buy-control.tsx";
import { Fact } from "../lib/fact.tsx";
import { messages } from "../lib/messages.ts";
import { orderAndPay } from "../lib/order-and-pay.server.ts";
import * as page from "../lib/page.css.ts";
import { pageAddress, pageMeta } from "../lib/seo/page-meta.ts";
import { breadcrumbList, productNode, structuredData } from "../lib/seo/structured-data.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { TextList } from "../lib/text-list.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-legal-package-detail";

/** One package (`?id=`); an unknown id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  const packages = await loadServicePackages(context);
  if (packages === null) throw data(texts.packagesFailed, { status: 503 });
  const item = packages.find((p) => p.id === id);
  if (!item) throw data(texts.packageMissing, { status: 404 });
  const loggedIn = portalRequest(context).member !== null;
  const quote = await loadMemberQuote(context, "service_package", item.id);
  return { item, quote, loginUrl: loggedIn ? null : loginReturningHere(request) };
}

/** 购买: orders the package (the price is the server's) and goes on to pay for it. */
export async function action({ request, context }: Route.ActionArgs) {
  return orderAndPay(context, "service_package", Number(new URL(request.url).searchParams.get("id")));
}

/** 套餐详情 (spec §2 law-services/legal/package-detail): what is included, the price, 购买. */
export default function PackageDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { item, quote, loginUrl } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{item.name}</h1>
      <section className={styles.panel} aria-label={texts.packageDetailTitle}>
        <dl className={page.facts}>
          <Fact term={texts.category}>{item.category}</Fact>
          <Fact term={texts.period}>{item.period}</Fact>
          <Fact term={texts.price} className={styles.price}>
            ¥{item.price}
          </Fact>
          {quote?.listFen != null && (
            <Fact term={texts.memberPrice} className={styles.price} testId="member-price">
              {formatFen(quote.priceFen)}（{quote.discountNote}）
            </Fact>
          )}
        </dl>
        {quote?.listFen == null && (
          <p>
            {texts.vipHint} <Link to="/user/vip/buy">{texts.vipLink}</Link>
          </p>
        )}
        <p>{item.description}</p>
        <h2>{texts.included}</h2>
        <TextList items={item.features} className={styles.features} />
        <PackageTerms details={item.details} />
        <BuyControl loginUrl={loginUrl} answer={actionData} texts={texts} />
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const item = args.loaderData?.item;
  if (!item) return [];
  const { origin, url } = pageAddress(args);
  const trail = breadcrumbList(origin, { name: messages.breadcrumbLaw, path: lawPaths.landing }, { name: item.name, path: lawPaths.packageDetail(item.id) });
  const product = productNode({ name: item.name, description: item.description, yuan: item.price, seller: messages.footerOperatorName }, url);
  return pageMeta(args, { title: item.name, description: item.description }, structuredData(product, trail));
}
