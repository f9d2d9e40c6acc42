import { media, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { cardGrid, marketCard } from "../../lib/card-styles.ts";
import { currentTab, inlineControls, smallOutlinedButton, tabRow } from "../../lib/control-styles.ts";
import { besideLayout } from "../../lib/layout-styles.ts";

/** The state filter and the list's row actions. */
export const tabs = style(tabRow);
globalStyle(`${tabs} a[aria-current="page"]`, { ...currentTab, color: vars.color.primary });

export const inlineForm = style(inlineControls(vars.space.sm));
export const smallButton = style({ ...smallOutlinedButton(vars.color.text, vars.color.borderStrong), font: "inherit" });

/** The product form: two columns of fields, one on phones. */
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const tierGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 12em))",
  gap: vars.space.sm,
  // On a phone one tier a row, its quantity and price wrapping under each other if need be.
  "@media": { [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
globalStyle(`${tierGrid} > div`, { flexWrap: "wrap" });
globalStyle(`${tierGrid} input`, { maxWidth: "100%" });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.sm });

/** Cards of products (the supplier catalogue). */
export const cards = style(cardGrid("220px"));
export const card = style(marketCard);
export const cardTitle = style({ fontSize: vars.font.sizeBody, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const price = style({ color: vars.color.danger, fontWeight: vars.font.weightBold, margin: 0 });

/** The detail page: pictures beside the facts, one column on phones. */
export const detailLayout = style(besideLayout("minmax(0, 3fr) minmax(0, 2fr)"));
export const gallery = style({ display: "grid", gap: vars.space.sm });
export const priceTable = style({ borderCollapse: "collapse", margin: `${vars.space.sm} 0` });
globalStyle(`${priceTable} th, ${priceTable} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: "left",
});
