/** The × glyph, hidden from screen readers (its button carries the name). */
export function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
