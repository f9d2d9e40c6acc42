import { SERVICE_NEED_CATEGORIES, SERVICE_NEED_STATUS_LABELS } from "@cidp/domain";
import { Form, Link } from "react-router";
import { lawPaths } from "../features/law-services/law-paths.ts";
import * as styles from "../features/law-services/law-services.css.ts";
import { caseFilters, loadCases } from "../features/law-services/law-services.server.ts";
import { lawTexts as texts } from "../features/law-services/law-services-texts.ts";
import { NeedCard } from "../features/law-services/need-card.tsx";
import { FilterSelect } from "../lib/filter-select.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { fillText, pagedTitle, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-comprehensives-ervices-case-list-need";

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = caseFilters(new URL(request.url));
  return { filters, ...(await loadCases(context, filters, PAGE_SIZE)) };
}

/** 需求案例 (spec §2 case-list-need): the approved needs by category and status, paged, phones masked. */
export default function CaseListNeed({ loaderData }: Route.ComponentProps) {
  const { filters, records, total, pages } = loaderData;
  return (
    <div className={page.inner} data-testid="case-list-need">
      <div className={page.titleRow}>
        <h1>{texts.caseListTitle}</h1>
        <Link className={page.primaryLink} to={lawPaths.need}>
          {texts.publishNeed}
        </Link>
      </div>
      <p>{texts.caseListIntro}</p>
      <Form method="get" className={page.panel} aria-label={texts.caseFilters}>
        <div className={page.searchRow}>
          <FilterSelect
            id="f-category"
            name="category"
            label={texts.category}
            allLabel={texts.allCategories}
            value={filters.category}
            options={SERVICE_NEED_CATEGORIES}
          />
          <FilterSelect
            id="f-status"
            name="status"
            label={texts.status}
            allLabel={texts.allStatuses}
            value={filters.status}
            options={Object.entries(SERVICE_NEED_STATUS_LABELS)}
          />
          <button type="submit" className={page.searchButton}>
            {texts.search}
          </button>
        </div>
      </Form>
      <p role="status">{fillText(texts.casesFound, { n: total })}</p>
      {records.length === 0 ? (
        <p data-testid="case-list-empty">{texts.noCases}</p>
      ) : (
        <ul className={styles.grid}>
          {records.map((need) => (
            <NeedCard key={need.id} need={need} />
          ))}
        </ul>
      )}
      <PageLinks
        page={filters.current}
        pages={pages}
        href={(n) => filteredHref(lawPaths.caseList, { category: filters.category, status: filters.status }, n)}
      />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pagedTitle(texts.caseListTitle, args.loaderData?.filters.current ?? 1), description: texts.caseListIntro });
}
