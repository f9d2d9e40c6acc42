import type { ReactNode } from "react";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import { AvailabilityCalendar } from "./availability-calendar.tsx";
import * as styles from "./equipment.css.ts";
import type { ListingDetail } from "./equipment-detail.server.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";

/** 设备详情: photos, specs, price, the owner company (linked), its certificates, and for rentals the calendar. */
export function ListingDetailView({ listing, today, contact, request }: { listing: ListingDetail; today: string; contact: ReactNode; request: ReactNode }) {
  return (
    <article className={page.inner} data-testid="equipment-detail">
      <h1>
        <span className={styles.tradeTag}>{listing.tradeLabel}</span>
        {listing.title}
      </h1>
      <div className={styles.detailLayout}>
        <section aria-label={texts.photos}>
          {listing.photos.length === 0 ? (
            <p>{texts.noPhoto}</p>
          ) : (
            <div className={styles.gallery}>
              {listing.photos.map((photo) => (
                <img key={photo.url} src={photo.url} alt={photo.alt} width={640} height={400} className={page.cover} />
              ))}
            </div>
          )}
        </section>
        <section aria-labelledby="equipment-specs">
          <h2 id="equipment-specs">{texts.specs}</h2>
          <p className={styles.price} data-testid="equipment-price">
            {listing.priceLabel}
          </p>
          <dl className={page.facts}>
            <dt>{texts.category}</dt>
            <dd>{listing.categoryName}</dd>
            <dt>{texts.brand}</dt>
            <dd>{listing.brand}</dd>
            <dt>{texts.model}</dt>
            <dd>{listing.model}</dd>
            <dt>{texts.year}</dt>
            <dd>{fillText(texts.yearValue, { year: listing.year })}</dd>
            <dt>{texts.hours}</dt>
            <dd>{fillText(texts.hoursValue, { n: listing.workingHours })}</dd>
            <dt>{texts.region}</dt>
            <dd>{listing.regionName}</dd>
            <dt>{texts.owner}</dt>
            <dd>
              <Link to={`/default/company/detail?id=${listing.ownerBusinessId}`} data-testid="equipment-owner">
                {listing.ownerName}
              </Link>
            </dd>
          </dl>
          <p className={page.actions}>{contact}</p>
        </section>
      </div>
      <section aria-labelledby="equipment-description">
        <h2 id="equipment-description">{texts.description}</h2>
        <p>{listing.description || "—"}</p>
      </section>
      <section aria-labelledby="equipment-certificates">
        <h2 id="equipment-certificates">{texts.certificates}</h2>
        {listing.certificates.length === 0 ? (
          <p>{texts.noCertificates}</p>
        ) : (
          <ul>
            {listing.certificates.map((c) => (
              <li key={c.id}>
                <a href={c.url}>{c.name}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {listing.trade === "rent" && (
        <section aria-labelledby="equipment-calendar">
          <h2 id="equipment-calendar">{texts.calendar}</h2>
          {listing.availableFrom && listing.availableTo && <p>{fillText(texts.availableRange, { from: listing.availableFrom, to: listing.availableTo })}</p>}
          <p>{texts.calendarHint}</p>
          <AvailabilityCalendar today={today} taken={listing.taken} />
        </section>
      )}
      {request}
    </article>
  );
}
