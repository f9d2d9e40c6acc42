import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { media } from "./breakpoints.ts";
import { vars } from "./contract.css.ts";
import { pageMinWidth } from "./layout.css.ts";
import { elderlyThemeClass } from "./theme.css.ts";

/** The value of a theme variable (`var(--x)`) on an element. */
function token(element: Element, variable: string): string {
  return getComputedStyle(element).getPropertyValue(variable.slice(4, -1)).trim();
}

describe("phone breakpoints", () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it("name the phone, compact and desktop widths as the browser reads them", async () => {
    await page.viewport(390, 844);
    expect([matchMedia(media.phone).matches, matchMedia(media.compact).matches, matchMedia(media.desktop).matches]).toEqual([true, true, false]);
    await page.viewport(1024, 800);
    expect([matchMedia(media.phone).matches, matchMedia(media.compact).matches, matchMedia(media.desktop).matches]).toEqual([false, false, true]);
  });

  it("make every control a 44 px touch target on phones, and keep the elderly theme's larger ones", async () => {
    expect(token(document.documentElement, vars.layout.control)).toBe("40px");
    await page.viewport(390, 844);
    expect(token(document.documentElement, vars.layout.control)).toBe("44px");
    expect(token(document.documentElement, vars.layout.controlSmall)).toBe("44px");
    const screen = await render(<div className={elderlyThemeClass}>长辈版</div>);
    expect(token(screen.container.firstElementChild as Element, vars.layout.control)).toBe("48px");
  });

  it("apply the spec's minimum page width on the desktop only", async () => {
    const screen = await render(<div className={pageMinWidth}>页面</div>);
    const element = screen.container.firstElementChild as Element;
    expect(getComputedStyle(element).minWidth).toBe("1200px");
    await page.viewport(390, 844);
    expect(getComputedStyle(element).minWidth).toBe("0px");
  });
});
