import { data } from "react-router";
import { catalogueTexts as texts } from "../features/catalogue/catalogue-texts.ts";
import { loadProduct } from "../features/catalogue/product-detail.server.ts";
import { ProductDetailView } from "../features/catalogue/product-detail.tsx";
import { RichText } from "../features/news/rich-text.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, notFoundMeta, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-product-detail";

/** The listed product `?id=`, server rendered; 404 with the page's message when it is not on the market. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { product, problem } = await loadProduct(context, request);
  const body = { product, problem };
  return problem ? data(body, { status: problem.status }) : body;
}

/** 产品详情 (designed public page): photos, SKU fields, tiered prices, 检测报告, the company and its shop. */
export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, problem } = loaderData;
  if (!product) {
    return (
      <div className={page.inner}>
        <h1>{texts.notFound}</h1>
        <p role="alert">{problem?.message}</p>
      </div>
    );
  }
  return <ProductDetailView product={product} description={<RichText html={product.descriptionHtml} testId="product-description-body" />} />;
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
