import { catalogueTexts as texts } from "../features/catalogue/catalogue-texts.ts";
import { loadMyProducts, myProductsAction } from "../features/catalogue/my-products.server.ts";
import { MyProductsPage } from "../features/catalogue/my-products.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-my-products-pro-publish";

/** The business's products in the chosen state (`?state=`, `?page=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyProducts(request, context);
}

/** 提交审核 and 下架 of a row. */
export async function action({ request, context }: Route.ActionArgs) {
  return myProductsAction(request, context);
}

/** spec §2 my-products/proPublish: 产品发布 — the member's products with state tabs and actions, and the way to publish one. */
export default function ProPublish({ loaderData, actionData }: Route.ComponentProps) {
  return <MyProductsPage data={loaderData} notice={<ActionNotice answer={actionData} />} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.publishTitle, description: texts.publishDescription });
}
