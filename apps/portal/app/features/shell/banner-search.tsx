import { formatMessage, SEARCH_EXAMPLE_WORDS, searchTarget, showsBanner, showsHotTopics } from "@cidp/domain";
import { bannerSearchWidth } from "@cidp/ui";
import { Form, Link, useLocation } from "react-router";
import { messages } from "../../lib/messages.ts";
import { useSite } from "../../lib/site/site-context.tsx";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { HotTopics } from "./hot-topics.tsx";
import * as styles from "./site-header.css.ts";

/** The banner with the search box and its 热门搜索, only on the routes the domain names; a plain GET form, so it works without JavaScript. */
export function BannerSearch() {
  const { pathname } = useLocation();
  const { platformConfigData } = useSite();
  const { searchWords } = useRootData();
  if (!showsBanner(pathname)) return null;
  // The back office's 热门搜索; the examples only while none are set (or they could not be read).
  const words: readonly string[] = searchWords.length > 0 ? searchWords : SEARCH_EXAMPLE_WORDS;
  return (
    <section className={styles.banner} aria-label={formatMessage("banner.search-button")} data-testid="banner-search">
      <Form method="get" action="/default/global-search" role="search" className={`${bannerSearchWidth} ${styles.searchForm}`}>
        <input
          type="search"
          name="keyword"
          className={styles.searchInput}
          placeholder={formatMessage("banner.search-placeholder")}
          aria-label={formatMessage("banner.search-placeholder")}
          maxLength={100}
        />
        <button type="submit" className={styles.searchButton}>
          {formatMessage("banner.search-button")}
        </button>
      </Form>
      <p className={`${bannerSearchWidth} ${styles.searchHints}`}>
        {messages.searchExamples}
        {words.map((word) => (
          <Link key={word} to={searchTarget(word)}>
            {word}
          </Link>
        ))}
      </p>
      {showsHotTopics(platformConfigData) && <HotTopics />}
    </section>
  );
}
