import { Link } from "react-router";
import { ContactButton } from "../features/chat/contact-button.tsx";
import { laborSiteDeepLink, loadLaborEntry } from "../features/labor/labor.server.ts";
import { laborTexts as texts } from "../features/labor/labor-texts.ts";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { loginSiteOrigin } from "../lib/session/login-site.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/default-labor-detail";

/** A published team or demand (`?id=`); a visitor's 联系 goes to the login site and back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = await loadLaborEntry(context, url);
  const back = `${url.origin}/login-back?target=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  return {
    listing,
    siteHref: laborSiteDeepLink(listing.id),
    loginHref: `${loginSiteOrigin(request)}/login?redirect=${encodeURIComponent(back)}`,
  };
}

const yuan = (fen: number) => (fen / 100).toLocaleString("zh-CN", { maximumFractionDigits: 2 });

/** 实名制 as counts only: the workers' ID numbers stay with the labor site. */
function realNameText(listing: Route.ComponentProps["loaderData"]["listing"]): string {
  if (listing.kind === "demand") return texts.realNameDemand;
  if (listing.realNameCount === 0) return texts.realNameNone;
  return texts.realNameVerified.replace("{n}", String(listing.realNameCount)).replace("{total}", String(listing.headcount));
}

/** 劳务详情 (designed route `default/labor/detail?id=`). */
export default function LaborDetailPage({ loaderData }: Route.ComponentProps) {
  const { listing, siteHref, loginHref } = loaderData;
  const { session } = useRootData();
  return (
    <div className={page.inner} data-testid="labor-detail">
      <p>
        <Link to="/default/labor/list">{texts.backToList}</Link>
      </p>
      <h1>{listing.title}</h1>
      <dl className={page.facts}>
        <dt>{texts.kind}</dt>
        <dd>{listing.kindLabel}</dd>
        <dt>{texts.trade}</dt>
        <dd>{listing.trade}</dd>
        <dt>{texts.headcountLabelShort}</dt>
        <dd>{texts.headcount.replace("{n}", String(listing.headcount))}</dd>
        <dt>{texts.realNameState}</dt>
        <dd data-testid="labor-real-name">{realNameText(listing)}</dd>
        <dt>{texts.period}</dt>
        <dd>
          {listing.startDate} 至 {listing.endDate}
        </dd>
        <dt>{texts.region}</dt>
        <dd>{listing.regionName}</dd>
        <dt>{texts.pay}</dt>
        <dd className={cards.figure}>{texts.payRange.replace("{min}", yuan(listing.payMinFen)).replace("{max}", yuan(listing.payMaxFen))}</dd>
        <dt>{texts.company}</dt>
        <dd>{listing.companyName}</dd>
        <dt>{texts.contactName}</dt>
        <dd>{listing.contactName}</dd>
        <dt>{texts.publishTime}</dt>
        <dd>{listing.publishTime}</dd>
      </dl>
      <section className={page.panel} aria-labelledby="labor-description">
        <h2 id="labor-description">{texts.descriptionTitle}</h2>
        <p>{listing.description}</p>
      </section>
      <section className={page.panel} aria-labelledby="labor-contact">
        <h2 id="labor-contact">{texts.contactTitle}</h2>
        <div className={page.actions}>
          <ContactButton businessId={listing.businessId} loggedIn={session.loggedIn} loginHref={loginHref} hasContact className={page.primaryLink} />
          {siteHref && (
            <a href={siteHref} className={page.textLink}>
              {texts.siblingDeepLink}
            </a>
          )}
        </div>
        <p>{texts.realNameNote}</p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const listing = args.loaderData?.listing;
  return pageMeta(args, {
    title: listing?.title ?? texts.listTitle,
    description: listing ? `${listing.regionName} ${listing.trade} ${listing.kindLabel} ${listing.description}`.slice(0, 120) : texts.listDescription,
  });
}
