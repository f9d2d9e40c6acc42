import * as styles from "./elder-mode-toggle.css.ts";

/** Props of ElderModeToggle. */
export interface ElderModeToggleProps {
  /** Whether the elder-friendly mode is on. */
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** The label while off (the way in); 长辈版 unless told. */
  label?: string;
  /** The label while on (the way back); 标准版 unless told. */
  pressedLabel?: string;
  /** A longer description, shown as the tooltip and read after the name. */
  description?: string;
}

/**
 * The 长辈版 / 标准版 switch of the elder-friendly mode (适老化): a toggle button (aria-pressed) whose
 * visible text names the mode it leads to, so the way back is as plain as the way in. The host
 * applies the mode (the elderly theme class and `data-elder-mode` on `<html>`) and remembers it.
 */
export function ElderModeToggle({
  pressed,
  onPressedChange,
  label = "长辈版",
  pressedLabel = "标准版",
  description = "关怀模式：大字号、高对比、大按钮、不自动滚动，并可朗读",
}: ElderModeToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      title={description}
      onClick={() => onPressedChange(!pressed)}
      data-testid="elder-mode-toggle"
    >
      <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        {/* Reading glasses: two lenses and a bridge. */}
        <circle cx="6.5" cy="14" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="14" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10.5 14h3M2.5 13l2-6M21.5 13l-2-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{pressed ? pressedLabel : label}</span>
    </button>
  );
}
