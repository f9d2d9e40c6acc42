import { lookAheadCap, QUALIFICATION_CATEGORIES, shownTotal } from "@cidp/domain";
import { ProjectCard } from "../features/projects/project-card.tsx";
import { loadProjects, projectFilters } from "../features/projects/projects.server.ts";
import { projectTexts as texts } from "../features/projects/projects-texts.ts";
import { FilterForm, FilterKeyword } from "../lib/filter-form.tsx";
import { CityFilter, FilterSelect } from "../lib/filter-select.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import { loadFilteredList } from "../lib/filtered-list.server.ts";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/default-project-list";

const PAGE_SIZE = 10;

/** Published project needs for the filters in the address, a page at a time (server-rendered for crawlers). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilteredList(request, context, projectFilters, loadProjects, PAGE_SIZE);
}

/** 项目需求 (designed route): what businesses of the province need built, by city and category. */
export default function ProjectList({ loaderData }: Route.ComponentProps) {
  const { filters, total } = loaderData;
  return (
    <div className={page.inner} data-testid="project-list">
      <TitleRow title={texts.listTitle}>
        <p className={page.actions}>
          <PrimaryLink to="/user/project/project-details?tab=mine">{texts.publishNeed}</PrimaryLink>
          <TextLink to="/default/tender/list">{texts.tenders}</TextLink>
        </p>
      </TitleRow>
      <FilterForm label={texts.filters} searchLabel={texts.search}>
        <FilterKeyword id="p-keyword" label={texts.keyword} value={filters.keyword} maxLength={30} />
        <CityFilter id="p-region" label={texts.region} allLabel={texts.allRegions} value={filters.regionCode} />
        <FilterSelect
          id="p-category"
          name="category"
          label={texts.category}
          allLabel={texts.allCategories}
          value={filters.category}
          options={QUALIFICATION_CATEGORIES}
        />
      </FilterForm>
      <PagedResults
        found={texts.found.replace("{n}", shownTotal(total, lookAheadCap(filters.current, PAGE_SIZE)))}
        list={loaderData}
        pageHref={(n) => filteredHref("/default/project/list", filters, n)}
        depthNote={texts.depthNote}
        empty={<p>{texts.none}</p>}
        className={cards.cards}
      >
        {(project) => <ProjectCard key={project.id} project={project} />}
      </PagedResults>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.listTitle, description: texts.listDescription }, args.loaderData?.filters.current);
}
