import { media, touchTarget, vars } from "@cidp/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { outlinedMark } from "./control-styles.ts";
import { besideLayout } from "./layout-styles.ts";

/** A page's content column inside the shell: centred at 1366px (spec §9). */
export const inner = style({ maxWidth: "1366px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}` });

/** Label / value pairs of the member pages, on a white card. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  maxWidth: "640px",
  margin: 0,
  // Phones: each term above its value, so a long term (a 标段's name) never squeezes its value off the screen.
  "@media": { [media.phone]: { padding: vars.space.md, gridTemplateColumns: "minmax(0, 1fr)", rowGap: vars.space.xs } },
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, minWidth: 0, overflowWrap: "anywhere" });
globalStyle(`${facts} dd + dt`, { "@media": { [media.phone]: { marginTop: vars.space.sm } } });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightBold, minWidth: 0, overflowWrap: "anywhere" });

/** A list page's search row: label, box and button on one line. */
export const searchRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: `${vars.space.md} 0`, flexWrap: "wrap" });
// Phones: each label on its own line above its control (the box and its button share the next).
globalStyle(`${searchRow} > label`, { "@media": { [media.phone]: { flexBasis: "100%" } } });

/** The search box of a list page; on phones it takes the row beside its button. */
export const searchInput = style({
  minWidth: "260px",
  "@media": { [media.phone]: { minWidth: 0, flex: "1 1 10em", minHeight: touchTarget, fontSize: vars.font.sizeBody } },
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: "inherit",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

/** The search button of a list page. */
export const searchButton = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "inherit",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
  "@media": { [media.phone]: { minHeight: touchTarget, minWidth: touchTarget } },
});

/** A page's title with its main action beside it. */
export const titleRow = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.md, flexWrap: "wrap" });

/** A link styled as the page's main action. */
export const primaryLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
  "@media": { [media.phone]: { display: "inline-flex", alignItems: "center", minHeight: touchTarget } },
});

/** A plain text link (cancel and the like). */
export const textLink = style({ color: vars.color.primary, alignSelf: "center" });

/** A white card holding a form or a confirmation above a list. */
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: `${vars.space.md} 0`,
  "@media": { [media.phone]: { padding: vars.space.md } },
});

/** A group of checkboxes or radios. */
export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  border: "none",
  padding: 0,
  margin: `${vars.space.sm} 0`,
});

/** One choice: its box and its label, clickable together. */
export const choice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  cursor: "pointer",
  "@media": { [media.phone]: { minHeight: touchTarget } },
});

/** A form's buttons in a row. */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });

/** The links of a table row's last cell. */
export const rowActions = style({ display: "inline-flex", gap: vars.space.md, whiteSpace: "nowrap" });

/** A labelled field of a page form: label above its control; on phones the control spans the width. */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  maxWidth: "420px",
  "@media": { [media.phone]: { maxWidth: "none" } },
});
globalStyle(`${field} input:not([type="checkbox"]):not([type="radio"]), ${field} select, ${field} textarea`, {
  "@media": { [media.phone]: { width: "100%", flex: "0 0 auto", minHeight: touchTarget, boxSizing: "border-box", fontSize: vars.font.sizeBody } },
});

/** A list of notices, one card each. */
export const noticeList = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0`, display: "grid", gap: vars.space.sm });

/** A notice in a list: title, content and time, the whole card a link. */
export const noticeLink = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primarySubtle }, "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

/** The unread mark before a notice's title. */
export const unread = style({ color: vars.color.danger, marginRight: vars.space.xs, fontSize: vars.font.sizeSmall });

/** A list without bullets whose items are cards. */
export const plainList = style({ listStyle: "none", padding: 0, margin: `${vars.space.sm} 0` });

/** A small outlined tag beside a value (默认). */
export const tag = style({ ...outlinedMark, color: vars.color.primary });

/** A consent with its button at the end of the line. */
export const consentRow = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.phone]: { flexWrap: "wrap" } },
});

/** A help page: its tree beside the page, one column on narrow screens. */
export const helpLayout = style(besideLayout("minmax(200px, 260px) 1fr", vars.space.md));

/** A link that is a page's main action, as a filled button of the control height (404 page, app stores). */
export const actionLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.layout.control,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: "none",
  fontWeight: vars.font.weightBold,
  selectors: {
    "&:hover": { background: vars.color.primaryHover },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** A cover picture at 16:10 (cards and lists), its slot reserved by its width and height attributes. */
export const cover = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
