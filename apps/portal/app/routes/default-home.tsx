import { headerMenu, parseHomeSection, zhCN } from "@cidp/domain";
import { visuallyHidden } from "@cidp/ui";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { HomeSection } from "../features/home/home-section.tsx";
import { scrollToSection } from "../features/home/scroll-to-section.ts";
import { useRootData } from "../features/site/use-root-data.ts";

/** The home page: its sections in spec order (the menu's, party building hidden on CHANGCHUN); `?params=` scrolls to one. */
export default function DefaultHome() {
  const { branding } = useRootData();
  const [searchParams] = useSearchParams();
  const target = parseHomeSection(searchParams.get("params"));
  useEffect(() => {
    if (target) scrollToSection(target);
  }, [target]);
  return (
    <>
      <h1 className={visuallyHidden}>{branding.baseTitle}</h1>
      {headerMenu(branding.platformCode).map((item) => (
        <HomeSection key={item.section} id={item.section} title={zhCN[item.label]} />
      ))}
    </>
  );
}
