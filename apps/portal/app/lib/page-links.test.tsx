import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLinks } from "./page-links.tsx";

function render(page: number, pages: number): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PageLinks page={page} pages={pages} href={(n) => `/default/message-list?code=0&page=${n}`} />
    </MemoryRouter>,
  );
}

const links = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
const pageNumbers = (html: string) => [...html.matchAll(/aria-label="第(\d+)页"/g)].map((m) => Number(m[1]));

describe("PageLinks", () => {
  it("renders nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
    expect(render(1, 0)).toBe("");
  });

  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 100, [1, 2, 3, 4, 5, 6, 7, 100]],
    [50, 100, [1, 48, 49, 50, 51, 52, 100]],
    [100, 100, [1, 94, 95, 96, 97, 98, 99, 100]],
    [1, 100_000, [1, 2, 3, 4, 5, 6, 7, 100_000]],
    [54_321, 100_000, [1, 54_319, 54_320, 54_321, 54_322, 54_323, 100_000]],
    [100_000, 100_000, [1, 99_994, 99_995, 99_996, 99_997, 99_998, 99_999, 100_000]],
  ])("page %i of %i links first, last and current ±2", (page, pages, expected) => {
    const html = render(page, pages);
    expect(pageNumbers(html)).toEqual(expected);
    // numbered pages plus previous/next where there is one: never more than 11 links
    expect(links(html).length).toBeLessThanOrEqual(11);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(`aria-current="page" aria-label="第${page}页"`);
    expect(html.startsWith('<nav aria-label="分页">')).toBe(true);
  });

  it("shows the gaps and moves with previous and next", () => {
    const html = render(50, 100);
    expect(html.match(/…/g)).toHaveLength(2);
    expect(html).toContain('rel="prev" href="/default/message-list?code=0&amp;page=49"');
    expect(html).toContain('rel="next" href="/default/message-list?code=0&amp;page=51"');
    const first = render(1, 100_000);
    expect(first).toMatch(/<span class="[^"]+" aria-disabled="true">上一页<\/span>/);
    expect(first.match(/…/g)).toHaveLength(1);
    expect(render(100_000, 100_000)).toMatch(/<span class="[^"]+" aria-disabled="true">下一页<\/span>/);
  });

  it("marks no page current beyond the last, and goes back to the last one", () => {
    const html = render(250, 100);
    expect(html).not.toContain("aria-current");
    expect(html).toContain('rel="prev" href="/default/message-list?code=0&amp;page=100"');
    expect(html).toMatch(/<span class="[^"]+" aria-disabled="true">下一页<\/span>/);
    expect(links(html).length).toBeLessThanOrEqual(11);
  });
});
