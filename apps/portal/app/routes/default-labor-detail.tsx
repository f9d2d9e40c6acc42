import { formatFen } from "@cidp/domain";
import { ContactButton } from "../features/chat/contact-button.tsx";
import { laborSiteDeepLink, loadLaborEntry } from "../features/labor/labor.server.ts";
import { laborTexts as texts } from "../features/labor/labor-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { LinkLine } from "../lib/link-line.tsx";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { PanelSection } from "../lib/panel-section.tsx";
import { recordMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import type { Route } from "./+types/default-labor-detail";

/** A published team or demand (`?id=`); a visitor's 联系 goes to the login site and back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const listing = await loadLaborEntry(context, url);
  return {
    listing,
    siteHref: laborSiteDeepLink(listing.id),
    loginHref: loginReturningHere(request),
  };
}

/** 实名制 as counts only: the workers' ID numbers stay with the labor site. */
function realNameText(listing: Route.ComponentProps["loaderData"]["listing"]): string {
  if (listing.kind === "demand") return texts.realNameDemand;
  if (listing.realNameCount === 0) return texts.realNameNone;
  return texts.realNameVerified.replace("{n}", String(listing.realNameCount)).replace("{total}", String(listing.headcount));
}

/** 劳务详情 (designed route `default/labor/detail?id=`). */
export default function LaborDetailPage({ loaderData }: Route.ComponentProps) {
  const { listing, siteHref, loginHref } = loaderData;
  return (
    <div className={page.inner} data-testid="labor-detail">
      <LinkLine to="/default/labor/list">{texts.backToList}</LinkLine>
      <h1>{listing.title}</h1>
      <dl className={page.facts}>
        <Fact term={texts.kind}>{listing.kindLabel}</Fact>
        <Fact term={texts.trade}>{listing.trade}</Fact>
        <Fact term={texts.headcountLabelShort}>{texts.headcount.replace("{n}", String(listing.headcount))}</Fact>
        <Fact term={texts.realNameState} testId="labor-real-name">
          {realNameText(listing)}
        </Fact>
        <dt>{texts.period}</dt>
        <dd>
          {listing.startDate} 至 {listing.endDate}
        </dd>
        <Fact term={texts.region}>{listing.regionName}</Fact>
        <Fact term={texts.pay} className={cards.figure}>
          {texts.payRange.replace("{min}", formatFen(listing.payMinFen)).replace("{max}", formatFen(listing.payMaxFen))}
        </Fact>
        <Fact term={texts.company}>{listing.companyName}</Fact>
        <Fact term={texts.contactName}>{listing.contactName}</Fact>
        <Fact term={texts.publishTime}>{listing.publishTime}</Fact>
      </dl>
      <PanelSection id="labor-description" title={texts.descriptionTitle}>
        <p>{listing.description}</p>
      </PanelSection>
      <PanelSection id="labor-contact" title={texts.contactTitle}>
        <div className={page.actions}>
          <ContactButton businessId={listing.businessId} loginHref={loginHref} hasContact className={page.primaryLink} />
          {siteHref && (
            <a href={siteHref} className={page.textLink}>
              {texts.siblingDeepLink}
            </a>
          )}
        </div>
        <p>{texts.realNameNote}</p>
      </PanelSection>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const list = { title: texts.listTitle, description: texts.listDescription };
  return recordMeta(args, args.loaderData?.listing, (l) => `${l.regionName} ${l.trade} ${l.kindLabel} ${l.description}`.slice(0, 120), list);
}
