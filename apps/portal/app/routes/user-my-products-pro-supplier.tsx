import { catalogueTexts as texts } from "../features/catalogue/catalogue-texts.ts";
import { loadSuppliers } from "../features/catalogue/suppliers.server.ts";
import { SuppliersPage } from "../features/catalogue/suppliers-page.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-my-products-pro-supplier";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSuppliers(context);
}

/** spec §2 my-products/proSupplier: the company's catalogue as buyers see it, and the suppliers it can source from. */
export default function ProSupplier({ loaderData }: Route.ComponentProps) {
  return <SuppliersPage data={loaderData} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.supplierTitle, description: texts.supplierDescription });
}
