import type { HeaderNavigation } from "@cidp/domain";
import type { NavigateFunction } from "react-router";
import { scrollToSection } from "../../lib/scroll-to-section.ts";

/** The address a header navigation stands for, so links work without JavaScript too. */
export function headerHref(navigation: HeaderNavigation, homePath: string): string {
  if (navigation.kind === "open-window") return navigation.url;
  if (navigation.kind === "navigate") return navigation.to;
  return navigation.section === "top" ? homePath : `${homePath}?params=${encodeURIComponent(navigation.section)}`;
}

/** Carries out a header navigation the domain decided on. */
export function performHeaderNavigation(navigation: HeaderNavigation, navigate: NavigateFunction): void {
  if (navigation.kind === "open-window") window.open(navigation.url, "_blank", "noopener");
  else if (navigation.kind === "navigate") void navigate(navigation.to);
  else if (navigation.section === "top") window.scrollTo({ top: 0, behavior: "smooth" });
  else scrollToSection(navigation.section);
}
