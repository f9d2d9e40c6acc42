import { HomeSection } from "@cidp/domain";
import { homeTexts } from "./home-texts.ts";

/** A section's links beside its title. */
export interface MoreLink {
  href: string;
  label: string;
}

/**
 * What each home section leads to beyond its cards: the service catalogue, the two applications,
 * the salons and the phone edition of the news, the party-building pages (spec §2 pages that no
 * menu names, reachable where a visitor would look for them).
 */
const MORE_LINKS: Partial<Record<HomeSection, readonly MoreLink[]>> = {
  [HomeSection.comprehensiveServices]: [{ href: "/default/comprehensives-ervices/see-more", label: homeTexts.moreServices }],
  [HomeSection.supplyDemand]: [
    { href: "/default/home/finance-apply", label: homeTexts.financeApply },
    { href: "/default/home/project-apply", label: homeTexts.projectApply },
  ],
  [HomeSection.news]: [
    { href: "/default/news/salon-more", label: homeTexts.salons },
    { href: "/default/news/news-list-h5", label: homeTexts.newsOnPhone },
  ],
  [HomeSection.partyBuilding]: [
    { href: "/default/djyl/welcome", label: homeTexts.partyWelcome },
    { href: "/default/djyl/news-more", label: homeTexts.partyNews },
  ],
};

export function moreLinksOf(section: HomeSection): readonly MoreLink[] | undefined {
  return MORE_LINKS[section];
}
