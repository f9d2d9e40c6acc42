import { formatFen } from "@cidp/domain";
import { Link } from "react-router";
import * as cards from "../../lib/market-cards.css.ts";
import { detailPath } from "../../lib/seo/sitemap-content.ts";
import type { LaborListing } from "./labor.server.ts";
import { laborTexts as texts } from "./labor-texts.ts";

/** One team or demand: trade, headcount with its 实名 count, period, region, pay; 联系 through chat. */
export function LaborCard({ listing, contactHref, children }: { listing: LaborListing; contactHref: string | null; children?: React.ReactNode }) {
  return (
    <li className={cards.card} data-testid="labor-card">
      <h2 className={cards.cardTitle}>
        {/* A withdrawn entry (the member's own list) has no public page left to open. */}
        {listing.state === "published" ? <Link to={detailPath("labor", listing.id)}>{listing.title}</Link> : listing.title}
      </h2>
      <p className={cards.facts}>
        <span>{listing.kindLabel}</span>
        <span>{listing.trade}</span>
        <span>{texts.headcount.replace("{n}", String(listing.headcount))}</span>
        {listing.kind === "team" && <span>{texts.realName.replace("{n}", String(listing.realNameCount))}</span>}
        <span>
          {texts.period}：{listing.startDate} 至 {listing.endDate}
        </span>
        <span>{listing.regionName}</span>
        <span>
          {texts.pay}：
          <span className={cards.figure}>{texts.payRange.replace("{min}", formatFen(listing.payMinFen)).replace("{max}", formatFen(listing.payMaxFen))}</span>
        </span>
      </p>
      <p>{listing.description}</p>
      <div className={cards.cardActions}>
        <span>
          {texts.company}：{listing.companyName}
        </span>
        <span>
          {texts.contactName}：{listing.contactName}
        </span>
        {contactHref && (
          <Link to={contactHref} aria-label={`${texts.contact}：${listing.title}`}>
            {texts.contact}
          </Link>
        )}
        {children}
      </div>
    </li>
  );
}
