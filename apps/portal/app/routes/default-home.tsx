import { headerMenu, parseHomeSection, zhCN } from "@cidp/domain";
import { visuallyHidden } from "@cidp/ui";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { loadHomeShowcase } from "../features/home/home-banners.server.ts";
import { loadHomeContent } from "../features/home/home-content.server.ts";
import { HomeHero } from "../features/home/home-hero.tsx";
import { moreLinksOf } from "../features/home/home-more-links.ts";
import { HomePartners } from "../features/home/home-partners.tsx";
import { HomeSection as HomeSectionView } from "../features/home/home-section.tsx";
import { loginPromptOf } from "../features/home/login-prompt.server.ts";
import { LoginPrompt } from "../features/home/login-prompt.tsx";
import type { SharedDocumentHandle } from "../lib/document-cache.server.ts";
import { messages } from "../lib/messages.ts";
import { scrollToSection } from "../lib/scroll-to-section.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/default-home";

/** The home content of every section, the banners and the partners, from the platform services. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, showcase] = await Promise.all([loadHomeContent(request, context), loadHomeShowcase(request, context)]);
  return { content, showcase, loginPrompt: loginPromptOf(request) };
}

/**
 * A visitor's home page is the same for everyone on a platform host: all it shows comes from the
 * public answers the portal caches anyway and from its address, so its document is kept a few
 * seconds and served again (lib/document-cache.server.ts); a member's is always rendered.
 */
export const handle = { sharedDocument: true } satisfies SharedDocumentHandle;

/** The home page: its sections in spec order (the menu's, party building hidden where the platform hides it, 平台设置); `?params=` scrolls to one. */
export default function DefaultHome({ loaderData }: Route.ComponentProps) {
  const { branding } = useRootData();
  const [searchParams] = useSearchParams();
  const target = parseHomeSection(searchParams.get("params"));
  useEffect(() => {
    if (target) scrollToSection(target);
  }, [target]);
  return (
    <>
      <h1 className={visuallyHidden}>{branding.baseTitle}</h1>
      {loaderData.loginPrompt && <LoginPrompt loginHref={loaderData.loginPrompt} />}
      <HomeHero banners={loaderData.showcase.banners} />
      {headerMenu(branding.platformCode, branding.hiddenSections).map((item) => {
        const section = loaderData.content[item.section];
        const more = moreLinksOf(item.section);
        return (
          <HomeSectionView
            key={item.section}
            id={item.section}
            title={zhCN[item.label]}
            subTitle={section?.subTitle ?? ""}
            cards={section?.cards ?? []}
            {...(more ? { more } : {})}
          />
        );
      })}
      <HomePartners partners={loaderData.showcase.partners} />
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { description: messages.seo.home });
}
