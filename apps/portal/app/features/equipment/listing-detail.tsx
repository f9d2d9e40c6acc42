import type { ReactNode } from "react";
import { CompanyFact, Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { PhotoGallery } from "../../lib/photo-gallery.tsx";
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
          {listing.photos.length === 0 ? <p>{texts.noPhoto}</p> : <PhotoGallery photos={listing.photos} className={styles.gallery} />}
        </section>
        <section aria-labelledby="equipment-specs">
          <h2 id="equipment-specs">{texts.specs}</h2>
          <p className={styles.price} data-testid="equipment-price">
            {listing.priceLabel}
          </p>
          <dl className={page.facts}>
            <Fact term={texts.category}>{listing.categoryName}</Fact>
            <Fact term={texts.brand}>{listing.brand}</Fact>
            <Fact term={texts.model}>{listing.model}</Fact>
            <Fact term={texts.year}>{fillText(texts.yearValue, { year: listing.year })}</Fact>
            <Fact term={texts.hours}>{fillText(texts.hoursValue, { n: listing.workingHours })}</Fact>
            <Fact term={texts.region}>{listing.regionName}</Fact>
            <CompanyFact term={texts.owner} company={{ id: listing.ownerBusinessId, name: listing.ownerName }} testId="equipment-owner" />
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
