import { vars } from "@cidp/ui/theme";
import { style } from "@vanilla-extract/css";

/** The page's explanation under its heading. */
export const intro = style({ color: vars.color.textMuted, maxWidth: "640px", margin: `0 0 ${vars.space.md}` });

/** A password form on its white card. */
export const form = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "520px",
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

/** The SMS code's cells with the send button beside them. */
export const codeRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

/** The form's own error (what the services said), above the button. */
export const formError = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

/** What the send button reports: sent, or why not. */
export const sendNote = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
export const sendError = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeSmall, color: vars.color.danger });

/** The panel that replaces the form once it is done. */
export const done = style({
  maxWidth: "520px",
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.success}`,
});

export const doneTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.sizeLarge });

/** The captcha dialog's body: the puzzle, or its loading state, centred. */
export const captcha = style({ display: "grid", justifyItems: "center", gap: vars.space.sm, minHeight: "200px" });
