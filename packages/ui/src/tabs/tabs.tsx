import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { cx } from "../internal/cx.ts";
import * as styles from "./tabs.css.ts";

/** One tab and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of Tabs. */
export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  "aria-label"?: string;
  className?: string;
}

/** Tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({ items, value, defaultValue, onValueChange, className, ...aria }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List className={styles.list} aria-label={aria["aria-label"]}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={cx(styles.trigger)}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
