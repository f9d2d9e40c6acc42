import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "../internal/cx.ts";
import * as styles from "./dropdown-menu.css.ts";

// Non-modal by default: a modal menu hides the rest of the page with aria-hidden while the
// trigger inside it stays focusable (axe aria-hidden-focus); outside clicks and Escape still close it.
function Root({ modal = false, ...rest }: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={modal} {...rest} />;
}

function Content({ className, sideOffset = 4, align = "start", ...rest }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content className={cx(styles.content, className)} sideOffset={sideOffset} align={align} {...rest} />
    </RadixMenu.Portal>
  );
}

function Item({ className, ...rest }: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={cx(styles.item, className)} {...rest} />;
}

function RadioItem({ className, ...rest }: ComponentProps<typeof RadixMenu.RadioItem>) {
  return <RadixMenu.RadioItem className={cx(styles.item, className)} {...rest} />;
}

function Label({ className, ...rest }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cx(styles.label, className)} {...rest} />;
}

function Separator({ className, ...rest }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cx(styles.separator, className)} {...rest} />;
}

/**
 * A menu opened from a button (Radix): arrow keys, typeahead, Escape returns focus.
 * Parts: `Root`, `Trigger`, `Content`, `Item`, `RadioGroup`, `RadioItem`, `Label`, `Separator`, `Group`.
 */
export const DropdownMenu = {
  Root,
  Trigger: RadixMenu.Trigger,
  Content,
  Item,
  Group: RadixMenu.Group,
  RadioGroup: RadixMenu.RadioGroup,
  RadioItem,
  Label,
  Separator,
};
