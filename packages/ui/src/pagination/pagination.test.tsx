import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Pagination } from "./pagination.tsx";
import { paginationRange } from "./pagination-range.ts";

describe("paginationRange", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, "gap", 20]],
    [4, 20, [1, 2, 3, 4, 5, "gap", 20]],
    [5, 20, [1, "gap", 4, 5, 6, "gap", 20]],
    [10, 20, [1, "gap", 9, 10, 11, "gap", 20]],
    [17, 20, [1, "gap", 16, 17, 18, 19, 20]],
    [20, 20, [1, "gap", 16, 17, 18, 19, 20]],
    [99, 20, [1, "gap", 16, 17, 18, 19, 20]],
    [-5, 20, [1, 2, 3, 4, 5, "gap", 20]],
  ])("page %i of %i", (current, total, expected) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it("never hides a single page behind a gap and always includes first, last and current", () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const tokens = paginationRange(current, total);
        const pages = tokens.filter((t): t is number => t !== "gap");
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        tokens.forEach((token, i) => {
          if (token !== "gap") return;
          const before = tokens[i - 1] as number;
          const after = tokens[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
      }
    }
  });
});

describe("Pagination", () => {
  it("marks the current page and moves with previous/next", async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={1} total={95} onPageChange={onPageChange} />);
    await expect.element(screen.getByRole("button", { name: "第1页" })).toHaveAttribute("aria-current", "page");
    await expect.element(screen.getByRole("button", { name: "上一页" })).toBeDisabled();
    await screen.getByRole("button", { name: "下一页" }).click();
    expect(onPageChange).toHaveBeenCalledWith(2);
    await screen.getByRole("button", { name: "第10页" }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await expect.element(screen.getByText("共 95 条")).toBeVisible();
  });
});
