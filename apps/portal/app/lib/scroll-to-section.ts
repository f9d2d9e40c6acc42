/** Scrolls the home page so that a section's top shows (sections carry their key as id). */
export function scrollToSection(section: string): void {
  document.getElementById(section)?.scrollIntoView({ behavior: "smooth", block: "start" });
}
