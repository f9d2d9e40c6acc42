import { SERVICE_NEED_CATEGORIES, SERVICE_NEED_STATUS_LABELS } from "@cidp/domain";
import { lawPaths } from "../features/law-services/law-paths.ts";
import * as styles from "../features/law-services/law-services.css.ts";
import { caseFilters, loadCases } from "../features/law-services/law-services.server.ts";
import { lawTexts as texts } from "../features/law-services/law-services-texts.ts";
import { NeedCard } from "../features/law-services/need-card.tsx";
import { FilterForm } from "../lib/filter-form.tsx";
import { FilterSelect } from "../lib/filter-select.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import { loadFilteredList } from "../lib/filtered-list.server.ts";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { fillText, listPageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-case-list-need";

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilteredList(request, context, caseFilters, loadCases, PAGE_SIZE);
}

/** 需求案例 (spec §2 case-list-need): the approved needs by category and status, paged, phones masked. */
export default function CaseListNeed({ loaderData }: Route.ComponentProps) {
  const { filters, total } = loaderData;
  return (
    <div className={page.inner} data-testid="case-list-need">
      <TitleRow title={texts.caseListTitle}>
        <PrimaryLink to={lawPaths.need}>{texts.publishNeed}</PrimaryLink>
      </TitleRow>
      <p>{texts.caseListIntro}</p>
      <FilterForm label={texts.caseFilters} searchLabel={texts.search}>
        <FilterSelect name="category" label={texts.category} allLabel={texts.allCategories} value={filters.category} options={SERVICE_NEED_CATEGORIES} />
        <FilterSelect
          name="status"
          label={texts.status}
          allLabel={texts.allStatuses}
          value={filters.status}
          options={Object.entries(SERVICE_NEED_STATUS_LABELS)}
        />
      </FilterForm>
      <PagedResults
        found={fillText(texts.casesFound, { n: total })}
        list={loaderData}
        pageHref={(n) => filteredHref(lawPaths.caseList, { category: filters.category, status: filters.status }, n)}
        empty={<p data-testid="case-list-empty">{texts.noCases}</p>}
        className={styles.grid}
      >
        {(need) => <NeedCard key={need.id} need={need} />}
      </PagedResults>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.caseListTitle, description: texts.caseListIntro }, args.loaderData?.filters.current);
}
