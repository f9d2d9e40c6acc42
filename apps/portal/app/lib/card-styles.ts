import { vars } from "@cidp/ui/theme";

// Style objects the features' stylesheets spread into their own classes, so each keeps its class
// (and its nested rules) while the look of a card list is written once.

/** A list of cards side by side, as many as fit at `minWidth` each, without bullets. */
export function cardGrid(minWidth: string) {
  return {
    display: "grid",
    gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))`,
    gap: vars.space.md,
    listStyle: "none",
    padding: 0,
    margin: `${vars.space.md} 0`,
  } as const;
}

/** The white plate of a card with a thin border. */
const plate = { background: vars.color.surface, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` } as const;

/** A card whose parts stand one under the other, `gap` apart, `padding` in from its border. */
export function cardColumn(gap: string, padding: string) {
  return { display: "flex", flexDirection: "column", gap, padding, ...plate } as const;
}

/** A small market card (a picture and its facts), tight to its border. */
export const marketCard = { display: "grid", gap: vars.space.xs, padding: vars.space.sm, ...plate } as const;
