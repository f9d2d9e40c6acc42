import { formatFen } from "@cidp/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CompanyFact, Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { PhotoGallery } from "../../lib/photo-gallery.tsx";
import { fillText } from "../../lib/seo/page-meta.ts";
import * as styles from "./catalogue.css.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";
import type { ProductDetail } from "./product-detail.server.ts";

/**
 * 产品详情: photos, the SKU fields, the price (a table of tiers), the description (the sanitised
 * rich text, rendered by the page), 检测报告 to download, and the company: 发起询价 with the product as
 * its first line, 联系 (the chat, handed in by the page) and its shop.
 */
export function ProductDetailView({ product, description, contact }: { product: ProductDetail; description: ReactNode; contact: ReactNode }) {
  return (
    <article className={page.inner} data-testid="product-detail">
      <h1>{product.name}</h1>
      <div className={styles.detailLayout}>
        <section aria-label={texts.photoOf}>
          <PhotoGallery photos={product.photos} className={styles.gallery} />
        </section>
        <section aria-labelledby="product-specs">
          <h2 id="product-specs">{texts.specs}</h2>
          <p className={styles.price} data-testid="product-price">
            {product.priceText}
          </p>
          {product.tiers.length > 0 && (
            <table className={styles.priceTable} data-testid="product-tiers">
              <caption>{texts.tierTable}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.tierFrom}</th>
                  <th scope="col">{texts.tierUnitPrice}</th>
                </tr>
              </thead>
              <tbody>
                {product.tiers.map((tier) => (
                  <tr key={tier.minQty}>
                    <td>{fillText(texts.tierRange, { qty: tier.minQty, unit: product.unit })}</td>
                    <td>{`${formatFen(tier.priceFen)}/${product.unit}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <dl className={page.facts}>
            <Fact term={texts.category}>{product.categoryPath}</Fact>
            <Fact term={texts.model}>{product.model}</Fact>
            <Fact term={texts.brand}>{product.brand}</Fact>
            <Fact term={texts.standard} testId="product-standard">
              {product.standard}
            </Fact>
            <Fact term={texts.moq}>{fillText(texts.moqValue, { n: product.moq, unit: product.unit })}</Fact>
            {product.region && <Fact term={texts.supplyRegion}>{product.region}</Fact>}
            <CompanyFact term={texts.company} company={{ id: product.businessId, name: product.businessName }} testId="product-company" />
          </dl>
          <p className={page.actions}>
            <Link to={`/user/building-materials/addInquirySheet?product=${product.id}`} className={page.primaryLink} data-testid="product-inquire">
              {texts.inquire}
            </Link>
            {contact}
            <Link to={`/shop/pc?company=${product.businessId}`} className={page.actionLink} data-testid="product-shop">
              {texts.shop}
            </Link>
          </p>
        </section>
      </div>
      <section aria-labelledby="product-description">
        <h2 id="product-description">{texts.description}</h2>
        {product.descriptionHtml ? description : <p>—</p>}
      </section>
      <section aria-labelledby="product-reports">
        <h2 id="product-reports">{texts.reports}</h2>
        {product.reports.length === 0 ? (
          <p>{texts.reportsEmpty}</p>
        ) : (
          <ul data-testid="product-report-list">
            {product.reports.map((report) => (
              <li key={report.id}>
                <a href={report.url} download={report.name}>
                  {report.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
