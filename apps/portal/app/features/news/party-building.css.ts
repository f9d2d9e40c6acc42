import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

import { PARTY_GOLD, PARTY_RED } from "../../lib/party-colours.ts";

// The 党建引领 pages in 党建红, as every government portal's 党建 column is (lib/party-colours.ts).

/** The heading band of a party-building page: its title in white on the red, a gold rule under it. */
export const band = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: PARTY_RED,
  color: "#ffffff",
  borderBottom: `4px solid ${PARTY_GOLD}`,
  borderRadius: vars.radius.sm,
});

export const bandTitle = style({ margin: 0, fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, color: "inherit" });
export const bandIntro = style({ margin: `${vars.space.xs} 0 0`, color: "inherit" });

/** The party-building modules' links under the band. */
export const modules = style({ margin: `0 0 ${vars.space.md}` });
export const moduleList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const moduleLink = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${PARTY_RED}`,
  borderRadius: vars.radius.sm,
  color: PARTY_RED,
  textDecoration: "none",
  selectors: {
    '&[aria-current="page"]': { background: PARTY_RED, color: "#ffffff" },
    "&:hover": { textDecoration: "underline" },
  },
});
