import type { ShopSectionKind, ShopTemplateCode } from "@cidp/domain";
import { SHOP_SECTION_LABELS } from "@cidp/domain";
import { Carousel } from "@cidp/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyDetailPath } from "../../lib/company-path.ts";
import { Fact } from "../../lib/fact.tsx";
import * as styles from "./shop.css.ts";
import { shopTexts as texts } from "./shop-texts.ts";
import type { ShopLayoutName, ShopView } from "./shop-view.ts";

interface SectionProps {
  view: ShopView;
  layout: ShopLayoutName;
  /** The 联系 control (chat for a member, the login site for a visitor). */
  contact: ReactNode;
}

/** The id of a section's heading, which the shop's navigation links to. */
export const sectionAnchor = (kind: ShopSectionKind) => `shop-${kind}`;

function Section({ kind, template, layout, children }: { kind: ShopSectionKind; template: ShopTemplateCode; layout: ShopLayoutName; children: ReactNode }) {
  return (
    <section className={styles.section} data-layout={layout} aria-labelledby={sectionAnchor(kind)} data-testid={`shop-section-${kind}`}>
      <h2 id={sectionAnchor(kind)} className={styles.sectionTitle[template]}>
        {SHOP_SECTION_LABELS[kind]}
      </h2>
      {children}
    </section>
  );
}

function Banner({ view, layout }: SectionProps) {
  // No pictures: the company's name on the theme colour, so the section is never an empty box.
  if (view.banners.length === 0)
    return (
      <div className={styles.textBanner} role="img" aria-label={view.company.name}>
        <span aria-hidden="true">{view.slogan || view.company.name}</span>
      </div>
    );
  const slides = view.banners.map((banner, index) => ({
    key: `${index}-${banner.url}`,
    label: banner.alt || `${view.company.name}横幅 ${index + 1}`,
    content: <img src={banner.url} alt={banner.alt || `${view.company.name}横幅 ${index + 1}`} className={styles.bannerImage} />,
  }));
  return <Carousel slides={slides} height={layout === "app" ? "clamp(140px, 42vw, 220px)" : "clamp(200px, 30vw, 360px)"} aria-label={texts.bannerLabel} />;
}

function Products({ view, layout }: SectionProps) {
  if (view.products.length === 0) return <p className={styles.muted}>{texts.noProducts}</p>;
  return (
    <ul className={styles.grid[layout]} data-testid="shop-products">
      {view.products.map((product) => (
        <li key={product.id} className={styles.card[view.template]}>
          <Link to={product.detailPath} className={styles.cardLink}>
            {product.coverUrl ? (
              <img src={product.coverUrl} alt="" className={styles.cardImage} loading="lazy" />
            ) : (
              <span className={styles.cardImage} aria-hidden="true" />
            )}
            <span className={styles.cardBody}>
              <span className={styles.cardTitle}>{product.name}</span>
              <span className={styles.muted}>{[product.brand, product.model].filter(Boolean).join(" · ")}</span>
              <span className={styles.price}>{product.priceText}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Services({ view }: SectionProps) {
  if (view.services.length === 0) return <p className={styles.muted}>{texts.noServices}</p>;
  return (
    <ul className={styles.serviceList} data-testid="shop-services">
      {view.services.map((service) => (
        <li key={service.id}>
          <Link to={service.detailPath} className={styles.serviceRow}>
            <span>
              <span className={styles.cardTitle}>{service.title}</span>
              <span className={styles.muted}>
                {" "}
                · {service.category} · {service.deliveryText}
              </span>
            </span>
            <span className={styles.price}>{service.priceText}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Qualifications({ view }: SectionProps) {
  if (view.qualifications.length === 0) return <p className={styles.muted}>{texts.noQualifications}</p>;
  return (
    <ul className={styles.serviceList} data-testid="shop-qualifications">
      {view.qualifications.map((q) => (
        <li key={q.id}>
          <Link to={`/default/qualification/qualification-detail?id=${q.id}`} className={styles.themeLink}>
            {q.name}
            {q.level ? ` ${q.level}` : ""}
          </Link>
          <span className={styles.muted}>
            {" "}
            {q.certificateNo} · {texts.validUntil} {q.validUntil}
          </span>
        </li>
      ))}
    </ul>
  );
}

function About({ view }: SectionProps) {
  return <p className={styles.about}>{view.about || texts.noAbout}</p>;
}

function Contact({ view, contact }: SectionProps) {
  return (
    <>
      <dl className={styles.facts}>
        <Fact term={texts.region}>{view.company.region || "—"}</Fact>
        <Fact term={texts.address}>{view.company.address || "—"}</Fact>
      </dl>
      <p>
        {contact}{" "}
        <Link to={companyDetailPath(view.company.id)} className={styles.themeLink}>
          {texts.companyDetail}
        </Link>
      </p>
    </>
  );
}

const bodies: Record<ShopSectionKind, (props: SectionProps) => ReactNode> = {
  banner: Banner,
  about: About,
  products: Products,
  services: Services,
  qualifications: Qualifications,
  contact: Contact,
};

/** The shop's visible sections in the member's order; the banner has no heading of its own. */
export function ShopSections(props: SectionProps) {
  return props.view.sections.map((kind) => {
    const Body = bodies[kind];
    if (kind === "banner")
      return (
        <div key={kind} data-testid="shop-section-banner">
          <Body {...props} />
        </div>
      );
    return (
      <Section key={kind} kind={kind} template={props.view.template} layout={props.layout}>
        <Body {...props} />
      </Section>
    );
  });
}
