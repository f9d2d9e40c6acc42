import { SEARCH_FACET_CAP, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from "@cidp/api-client/contract";
import { shownTotal } from "@cidp/domain";
import { Form, Link } from "react-router";
import { Highlighted } from "../features/search/highlight.tsx";
import * as styles from "../features/search/search.css.ts";
import { loadSearch } from "../features/search/search.server.ts";
import { hitPath, searchHref } from "../features/search/search-links.ts";
import { searchTexts as texts } from "../features/search/search-texts.ts";
import { VipMark } from "../features/vip/vip-mark.tsx";
import { loadVipMarks } from "../features/vip/vip-marks.server.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-global-search";

/** The search the address asks for, run by the services over the one index. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = await loadSearch(request, context);
  // A company hit's id is its business: those whose VIP runs carry the mark (企业主页VIP标识).
  const companies = search.result?.records.filter((record) => record.kind === "company").map((record) => record.refId) ?? [];
  return { ...search, vipIds: await loadVipMarks(context, companies) };
}

type Loaded = Route.ComponentProps["loaderData"];
type Result = NonNullable<Loaded["result"]>;

/** Where the services stop counting the matches: the ranked ones, SEARCH_MAX_PAGE pages. */
const RANKED = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

/** A facet's count as shown: "100+" when it stopped at the cap. */
function FacetCount({ shown }: { shown: string | null }) {
  return shown === null ? null : <span className={styles.count}>{shown}</span>;
}

/** The "all types" count: the types' sum, "at least" when any of them stopped at the cap. */
function allKindsCount(kinds: Result["kinds"]): string {
  const sum = kinds.reduce((total, facet) => total + facet.count, 0);
  return kinds.some((facet) => facet.count >= SEARCH_FACET_CAP) ? `${sum}+` : String(sum);
}

/** One facet: "all" first, then each value, as links that keep the other facet's choice. */
function FacetList<T extends string>(props: {
  label: string;
  allLabel: string;
  allCount: string | null;
  chosen: T | undefined;
  facets: { value: T; count: number }[];
  labelOf: (value: T) => string;
  href: (value: T | undefined) => string;
}) {
  return (
    <nav aria-label={props.label}>
      <h2 className={styles.facetHeading}>{props.label}</h2>
      <ul className={styles.facetList}>
        {[
          { value: undefined, shown: props.allCount },
          ...props.facets.map((facet) => ({ value: facet.value, shown: shownTotal(facet.count, SEARCH_FACET_CAP) })),
        ].map((facet) => (
          <li key={facet.value ?? "all"}>
            <Link to={props.href(facet.value)} aria-current={facet.value === props.chosen ? "page" : undefined}>
              {facet.value === undefined ? props.allLabel : props.labelOf(facet.value)}
            </Link>
            <FacetCount shown={facet.shown} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The type and period facets: plain links with their counts, each keeping the other's choice. */
function Facets({ keyword, kind, period, result }: Pick<Loaded, "keyword" | "kind" | "period"> & { result: Result }) {
  return (
    <aside className={styles.facets}>
      <FacetList
        label={texts.kindNav}
        allLabel={texts.allKinds}
        allCount={allKindsCount(result.kinds)}
        chosen={kind}
        facets={result.kinds}
        labelOf={(value) => texts.kinds[value]}
        href={(value) => searchHref({ keyword, kind: value, period })}
      />
      <FacetList
        label={texts.periodNav}
        allLabel={texts.allTimes}
        allCount={null}
        chosen={period}
        facets={result.periods}
        labelOf={(value) => texts.periods[value]}
        href={(value) => searchHref({ keyword, kind, period: value })}
      />
      {[...result.kinds, ...result.periods].some((facet) => facet.count >= SEARCH_FACET_CAP) && (
        <p className={styles.facetNote} data-testid="search-facet-note">
          {texts.facetCapped.replaceAll("{cap}", String(SEARCH_FACET_CAP))}
        </p>
      )}
    </aside>
  );
}

function Hits({ keyword, result, vipIds }: { keyword: string; result: Result; vipIds: readonly number[] }) {
  if (result.records.length === 0) {
    if (result.total > 0) return <p role="status">{texts.beyond}</p>;
    return (
      <div role="status" data-testid="search-none">
        <p>{texts.none.replace("{keyword}", keyword)}</p>
        {result.suggestions.length > 0 && (
          <>
            <p>{texts.noneHint}</p>
            <ul className={styles.suggestions} aria-label={texts.suggestions}>
              {result.suggestions.map((word) => (
                <li key={word}>
                  <Link to={searchHref({ keyword: word })}>{word}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  return (
    <ol className={styles.results} data-testid="search-results">
      {result.records.map((record) => (
        <li key={`${record.kind} ${record.refId}`} className={styles.hit}>
          <h3 className={styles.hitTitle}>
            <Link to={hitPath(record.kind, record.refId, keyword)}>
              <Highlighted text={record.title} terms={result.terms} />
            </Link>
          </h3>
          <p className={styles.snippet}>
            <Highlighted text={record.snippet} terms={result.terms} />
          </p>
          <p className={styles.hitFacts}>
            {record.kind === "company" && vipIds.includes(record.refId) && <VipMark />}
            <span>{texts.kinds[record.kind]}</span>
            <span>{record.time.slice(0, 10)}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** 全局搜索 (spec §2 global-search, `?keyword=`): the box keeps the keyword; facets, highlighted hits, a pager; works without scripts. */
export default function DefaultGlobalSearch({ loaderData }: Route.ComponentProps) {
  const { keyword, kind, period, result, vipIds } = loaderData;
  return (
    <div className={page.inner} data-testid="global-search">
      <h1>{keyword ? texts.resultsFor.replace("{keyword}", keyword) : texts.title}</h1>
      <Form method="get" role="search" className={page.searchRow}>
        <label htmlFor="global-search-keyword">{texts.boxLabel}</label>
        <input
          id="global-search-keyword"
          type="search"
          name="keyword"
          defaultValue={keyword}
          key={keyword}
          placeholder={texts.placeholder}
          maxLength={100}
          className={page.searchInput}
        />
        <button type="submit" className={page.searchButton}>
          {texts.submit}
        </button>
      </Form>
      {result ? (
        <>
          <p data-testid="search-count">
            {texts.count.replace("{total}", shownTotal(result.total, RANKED))}
            {result.capped && ` ${texts.countCapped.replace("{ranked}", String(RANKED))}`}
          </p>
          <div className={styles.layout}>
            <Facets keyword={keyword} kind={kind} period={period} result={result} />
            <section aria-label={texts.resultsFor.replace("{keyword}", keyword)}>
              <Hits keyword={keyword} result={result} vipIds={vipIds} />
              <PageLinks page={result.current} pages={result.pages} href={(n) => searchHref({ keyword, kind, period, current: n })} />
            </section>
          </div>
        </>
      ) : (
        <p>{texts.prompt}</p>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const keyword = args.loaderData?.keyword ?? "";
  const title = keyword ? texts.resultsFor.replace("{keyword}", keyword) : texts.title;
  // Result pages are for people: crawlers follow their links but do not index them.
  return pageMeta(args, { title, description: texts.prompt }, { name: "robots", content: "noindex, follow" });
}
