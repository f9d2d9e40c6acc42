import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "./contract.css.ts";

const layoutProperties = defineProperties({
  properties: {
    display: ["none", "block", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ["left", "center", "right"],
    fontSize: { xs: vars.font.sizeXs, small: vars.font.sizeSmall, body: vars.font.sizeBody, large: vars.font.sizeLarge, xl: vars.font.sizeXl },
    borderRadius: vars.radius,
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      success: vars.color.success,
      warning: vars.color.warning,
      danger: vars.color.danger,
      onPrimary: vars.color.onPrimary,
    },
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      sunken: vars.color.surfaceSunken,
      primary: vars.color.primary,
      primarySubtle: vars.color.primarySubtle,
    },
  },
});

/** Atomic layout and colour classes drawn from the theme tokens only. */
export const sprinkles = createSprinkles(layoutProperties, colorProperties);

/** The props `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
