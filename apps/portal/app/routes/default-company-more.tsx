import { lookAheadCap, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES, shownTotal } from "@cidp/domain";
import { Link } from "react-router";
import * as companyStyles from "../features/company/company.css.ts";
import { CompanyBadge } from "../features/company/company-badge.tsx";
import { directoryFilters, loadDirectory } from "../features/company/company-directory.server.ts";
import { companyTexts as texts } from "../features/company/company-texts.ts";
import { RecommendedCompanies } from "../features/company/recommended-companies.tsx";
import * as news from "../features/news/news.css.ts";
import { loadRecommendedCompanies } from "../features/vip/recommended-companies.server.ts";
import { VipMark } from "../features/vip/vip-mark.tsx";
import { loadVipMarks } from "../features/vip/vip-marks.server.ts";
import { companyDetailPath } from "../lib/company-path.ts";
import { FilterForm } from "../lib/filter-form.tsx";
import { CityFilter, FilterSelect } from "../lib/filter-select.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import { loadFilteredList } from "../lib/filtered-list.server.ts";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-company-more";

const PAGE_SIZE = 12;
const COMPANY_TYPE_CHOICES = [
  ["require", texts.companyTypes.require],
  ["supply", texts.companyTypes.supply],
] as const;

/** Certified companies for the filters in the address, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, recommended] = await Promise.all([
    loadFilteredList(request, context, directoryFilters, loadDirectory, PAGE_SIZE),
    loadRecommendedCompanies(context, "directory"),
  ]);
  // 企业主页VIP标识: the listed companies whose VIP runs.
  const vipIds = await loadVipMarks(
    context,
    list.records.map((company) => company.id),
  );
  return { ...list, recommended, vipIds };
}

/** 企业名录 (spec §2 company/more): filter by city (GB/T 2260), side, qualification category and grade; every card opens company/detail. */
export default function CompanyMore({ loaderData }: Route.ComponentProps) {
  const { filters, total, vipIds, recommended } = loaderData;
  return (
    <div className={page.inner} data-testid="company-more">
      <h1>{texts.directory}</h1>
      <RecommendedCompanies companies={recommended} mark={<VipMark />} />
      <FilterForm
        label={texts.filters}
        searchLabel={texts.search}
        before={
          <div className={page.searchRow}>
            <CityFilter id="f-region" label={texts.region} allLabel={texts.allRegions} value={filters.regionCode} />
            <FilterSelect
              id="f-type"
              name="companyType"
              label={texts.companyType}
              allLabel={texts.allTypes}
              value={filters.companyType}
              options={COMPANY_TYPE_CHOICES}
            />
          </div>
        }
      >
        <FilterSelect name="category" label={texts.category} allLabel={texts.allCategories} value={filters.category} options={QUALIFICATION_CATEGORIES} />
        <FilterSelect name="grade" label={texts.grade} allLabel={texts.allGrades} value={filters.grade} options={QUALIFICATION_GRADES} />
      </FilterForm>
      <PagedResults
        found={texts.found.replace("{n}", shownTotal(total, lookAheadCap(filters.current, PAGE_SIZE)))}
        list={loaderData}
        pageHref={(n) => filteredHref("/default/company/more", filters, n)}
        depthNote={texts.depthNote}
        empty={<p data-testid="company-more-empty">{texts.none}</p>}
        className={news.list}
        testId="company-cards"
      >
        {(company) => (
          <li key={company.id} className={news.item}>
            <h2 className={`${news.itemTitle} ${companyStyles.cardTitle}`}>
              <CompanyBadge name={company.name} logoUrl={company.logoUrl} size="small" />
              <Link to={companyDetailPath(company.id)}>{company.name}</Link>
            </h2>
            <p className={news.muted}>
              {vipIds.includes(company.id) && <VipMark />}
              <span>{texts.companyTypes[company.companyType]}</span>
              <span>{company.industry}</span>
              <span>{company.region}</span>
              {company.labels.map((label) => (
                <span key={label}>{label}</span>
              ))}
            </p>
            {company.qualifications.length > 0 && (
              <p>
                {texts.qualifications}：
                {company.qualifications.map((q, i) => (
                  <span key={q.id}>
                    {i > 0 && "、"}
                    <Link to={`/default/qualification/qualification-detail?id=${q.id}`}>
                      {q.name}
                      {q.level}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </li>
        )}
      </PagedResults>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.directory, description: messages.seo.companyMore }, args.loaderData?.filters.current);
}
