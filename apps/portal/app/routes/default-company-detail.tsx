import { data, Link } from "react-router";
import { ContactButton } from "../features/chat/contact-button.tsx";
import * as companyStyles from "../features/company/company.css.ts";
import { CompanyDetail, CompanyProblem } from "../features/company/company-detail.tsx";
import { loadCompanyProfile } from "../features/company/company-profile.server.ts";
import { companyTexts } from "../features/company/company-texts.ts";
import { shopPath } from "../features/shop/shop-view.ts";
import { VipMark } from "../features/vip/vip-mark.tsx";
import { loadVipMarks } from "../features/vip/vip-marks.server.ts";
import { companyDetailPath } from "../lib/company-path.ts";
import { messages } from "../lib/messages.ts";
import { fillText, notFoundMeta, pageAddress, pageMeta } from "../lib/seo/page-meta.ts";
import { breadcrumbList, organizationNode, structuredData } from "../lib/seo/structured-data.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import type { Route } from "./+types/default-company-detail";

/**
 * 企业详情 (`?id=`): a company's public profile, rendered on the server. A visitor's 联系 goes to
 * the login site, whose return address brings them back to this page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { company, problem } = await loadCompanyProfile(request, context);
  const vip = company ? (await loadVipMarks(context, [company.id])).includes(company.id) : false;
  const body = { company, vip, problem, loginHref: loginReturningHere(request) };
  // An unknown or malformed id keeps the site's header and footer, with the status a crawler reads.
  return problem ? data(body, { status: problem.status }) : body;
}

export default function DefaultCompanyDetail({ loaderData }: Route.ComponentProps) {
  const { company, vip, problem, loginHref } = loaderData;
  if (!company) return <CompanyProblem message={problem?.message ?? ""} />;
  return (
    <CompanyDetail
      company={company}
      mark={vip ? <VipMark /> : null}
      contact={
        <ContactButton
          businessId={company.id}
          loginHref={loginHref}
          hasContact={company.contactId !== null}
          className={companyStyles.contactLink}
          hintClassName={companyStyles.hint}
        />
      }
      shop={
        // A certified company's shop is public (it shows the default layout until decorated), unless staff hid it.
        company.shopOpen ? (
          <Link to={shopPath("pc", company.id)} className={companyStyles.shopLink} data-testid="company-shop-link">
            {companyTexts.shop}
          </Link>
        ) : null
      }
    />
  );
}

export function meta(args: Route.MetaArgs) {
  const company = args.loaderData?.company;
  if (!company) {
    // An unknown or malformed id keeps the layout with a 404/400 status: nothing to index.
    return notFoundMeta(args, { title: companyTexts.notFound, description: messages.seo.companyMore });
  }
  const description = fillText(messages.seo.companyDetail, {
    name: company.name,
    industry: company.industry || companyTexts.notRecorded,
    region: company.region || companyTexts.notRecorded,
    introduction: company.introduction,
  });
  const { origin, url } = pageAddress(args);
  const trail = breadcrumbList(
    origin,
    { name: messages.breadcrumbCompanies, path: "/default/company/more" },
    { name: company.name, path: companyDetailPath(company.id) },
  );
  return pageMeta(args, { title: company.name, description }, structuredData(organizationNode(company, url), trail));
}
