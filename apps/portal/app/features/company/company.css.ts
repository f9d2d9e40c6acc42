import { focusRing, vars } from "@cidp/ui/theme";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { outlinedMark } from "../../lib/control-styles.ts";

export const page = style({ maxWidth: "1366px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}`, display: "grid", gap: vars.space.lg });

export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.lg });

export const heading = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, justifyContent: "space-between" });

export const name = style({ margin: 0, fontSize: "24px" });

/** The badge and the name, side by side. */
export const identity = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const labels = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", padding: 0, margin: `${vars.space.sm} 0 0` });

export const label = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontSize: vars.font.sizeXs,
  lineHeight: "22px",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const introduction = style({ margin: 0, lineHeight: 1.8, whiteSpace: "pre-line" });

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLarge });

export const contact = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

/** The size and type the page's two actions share (联系 and 进入店铺). */
const actionLink = style([
  focusRing,
  {
    display: "inline-block",
    padding: `${vars.space.xs} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weightBold,
    textDecoration: "none",
  },
]);

/** The 联系 action: a link (it works without script) in the primary button's look. */
export const contactLink = style([
  actionLink,
  { background: vars.color.primary, color: vars.color.onPrimary, selectors: { "&:hover": { background: vars.color.primaryHover } } },
]);

/** 进入店铺 beside 联系: the same size, outlined, so the chat stays the first action. */
export const shopLink = style([
  actionLink,
  { border: `1px solid ${vars.color.primary}`, color: vars.color.primary, selectors: { "&:hover": { background: vars.color.primarySubtle } } },
]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

const badge = style({ ...outlinedMark, display: "inline-block" });

/** A certificate's validity: green, amber and red words, each ≥ 4.5:1 on white. */
export const validity = styleVariants({
  valid: [badge, { color: vars.color.success }],
  expiring: [badge, { color: vars.color.warning }],
  expired: [badge, { color: vars.color.danger }],
});

/** A directory card's title: the badge before the linked name. */
export const cardTitle = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
