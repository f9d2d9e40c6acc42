import { Empty } from "@cidp/ui";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import { TextLink } from "../../lib/styled-links.tsx";
import { TitleRow } from "../../lib/title-row.tsx";
import * as styles from "./catalogue.css.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";
import { ProductCard } from "./product-card.tsx";
import type { loadSuppliers } from "./suppliers.server.ts";

type PageData = Awaited<ReturnType<typeof loadSuppliers>>;

/** 供应商目录: the business's catalogue by category group, then the companies that can supply in those groups, with their shops. */
export function SuppliersPage({ data }: { data: PageData }) {
  return (
    <div className={page.inner} data-testid="product-suppliers">
      <TitleRow title={texts.supplierTitle}>
        <TextLink to="/user/my-products/proPublish">{texts.toMyProducts}</TextLink>
      </TitleRow>
      {data.error && <p role="alert">{data.error}</p>}
      <section aria-labelledby="own-catalogue">
        <h2 id="own-catalogue">{`${texts.ownCatalogue} · ${data.businessName}`}</h2>
        {data.groups.length === 0 && !data.error && <Empty description={texts.ownEmpty} />}
        {data.groups.map((group) => (
          <section key={group.code} aria-labelledby={`group-${group.code}`}>
            <h3 id={`group-${group.code}`}>{group.name}</h3>
            <ul className={styles.cards}>
              {group.products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          </section>
        ))}
      </section>
      <section aria-labelledby="suppliers">
        <h2 id="suppliers">{texts.suppliers}</h2>
        <p className={styles.muted}>{texts.suppliersHint}</p>
        {data.suppliers.length === 0 && !data.error && <Empty description={texts.suppliersEmpty} />}
        {data.suppliers.map((supplier) => (
          <section key={supplier.businessId} aria-labelledby={`supplier-${supplier.businessId}`} className={page.panel}>
            <div className={page.titleRow}>
              <h3 id={`supplier-${supplier.businessId}`}>{supplier.name}</h3>
              <span className={page.rowActions}>
                <span>{`${supplier.categories.join("、")} · ${fillText(texts.productCount, { n: supplier.productCount })}`}</span>
                <Link to={`/shop/pc?company=${supplier.businessId}`} data-testid={`supplier-shop-${supplier.businessId}`}>
                  {texts.shop}
                </Link>
              </span>
            </div>
            <ul className={styles.cards}>
              {supplier.samples.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
