import { data } from "react-router";
import { catalogueTexts as texts } from "../features/catalogue/catalogue-texts.ts";
import { loadProduct } from "../features/catalogue/product-detail.server.ts";
import { ProductDetailView } from "../features/catalogue/product-detail.tsx";
import { ContactButton } from "../features/chat/contact-button.tsx";
import { RichText } from "../features/news/rich-text.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, notFoundMeta, pageMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import type { Route } from "./+types/default-product-detail";

/** The listed product `?id=`, server rendered; 404 with the page's message when it is not on the market. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { product, problem } = await loadProduct(context, request);
  const body = { product, problem, loginHref: loginReturningHere(request) };
  return problem ? data(body, { status: problem.status }) : body;
}

/** 产品详情 (designed public page): photos, SKU fields, tiered prices, 检测报告, the company and its shop. */
export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, problem, loginHref } = loaderData;
  if (!product) {
    return (
      <div className={page.inner}>
        <h1>{texts.notFound}</h1>
        <p role="alert">{problem?.message}</p>
      </div>
    );
  }
  return (
    <ProductDetailView
      product={product}
      description={<RichText html={product.descriptionHtml} testId="product-description-body" />}
      // A listed product was published by a member of its company, who answers the chat.
      contact={<ContactButton businessId={product.businessId} loginHref={loginHref} hasContact className={page.actionLink} />}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  const product = args.loaderData?.product;
  if (!product) {
    return notFoundMeta(args, { title: texts.notFound, description: texts.publishDescription });
  }
  const description = fillText(texts.detailDescription, {
    name: product.name,
    brand: product.brand,
    model: product.model,
    standard: product.standard,
    price: product.priceText,
    company: product.businessName,
  });
  return pageMeta(args, { title: product.name, description });
}
