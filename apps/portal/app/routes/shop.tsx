import { data, Link } from "react-router";
import { ContactButton } from "../features/chat/contact-button.tsx";
import * as styles from "../features/shop/shop.css.ts";
import { loadShop } from "../features/shop/shop.server.ts";
import { ShopPage } from "../features/shop/shop-page.tsx";
import { shopTexts as texts } from "../features/shop/shop-texts.ts";
import * as page from "../lib/page.css.ts";
import { notFoundMeta, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/shop";

/**
 * A company's published shop (`?company=`), server rendered in the PC (/shop/pc) or app (/shop/app)
 * layout; a 404 page when there is none or the platform hid it from visitors (the services' words).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = await loadShop(request, context);
  return shop.status === 404 ? data(shop, { status: 404 }) : shop;
}

/** 企业店铺: the shop as its company decorated and published it; one module for both layouts. */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { view, layout, loginHref, notFound } = loaderData;
  if (!view)
    return (
      <div className={page.inner} data-testid="shop-not-found">
        <h1>{notFound ?? texts.notFound}</h1>
        <p>
          {texts.notFoundHint} <Link to="/default/company/more">{texts.companies}</Link>
        </p>
      </div>
    );
  return (
    <ShopPage
      view={view}
      layout={layout}
      contact={
        <ContactButton
          businessId={view.company.id}
          loginHref={loginHref}
          hasContact={view.company.contactId !== null}
          className={styles.themeButton}
          hintClassName={styles.muted}
        />
      }
    />
  );
}

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData?.view;
  if (!view) {
    return notFoundMeta(args, { title: args.loaderData?.notFound ?? texts.notFound, description: texts.notFoundHint });
  }
  const description = [view.slogan, view.about].filter(Boolean).join("。").slice(0, 150);
  return pageMeta(args, { title: `${view.company.name} - 企业店铺`, description });
}
