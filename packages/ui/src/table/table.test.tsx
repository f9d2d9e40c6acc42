import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { nextSort, Table, type TableSort } from "./table.tsx";

interface Quote {
  id: string;
  supplier: string;
  price: number;
}

const rows: Quote[] = [
  { id: "a", supplier: "长春建材有限公司", price: 320 },
  { id: "b", supplier: "吉林钢构集团", price: 150 },
  { id: "c", supplier: "四平混凝土厂", price: 480 },
];

function Harness({ data = rows }: { data?: Quote[] }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = sort ? [...data].sort((x, y) => (sort.direction === "ascending" ? 1 : -1) * (x.price - y.price)) : data;
  return (
    <Table
      caption="报价列表"
      columns={[
        { key: "supplier", title: "供应商" },
        { key: "price", title: "报价（元/吨）", sortable: true, align: "right" },
      ]}
      data={sorted}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.supplier}
      sort={sort}
      onSortChange={setSort}
      selectedKeys={selected}
      onSelectionChange={setSelected}
    />
  );
}

describe("nextSort", () => {
  it.each([
    [null, "price", { key: "price", direction: "ascending" }],
    [{ key: "price", direction: "ascending" } as const, "price", { key: "price", direction: "descending" }],
    [{ key: "price", direction: "descending" } as const, "price", null],
    [{ key: "name", direction: "descending" } as const, "price", { key: "price", direction: "ascending" }],
  ])("%o + %s -> %o", (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });
});

describe("Table", () => {
  it("sorts by a header and reports it with aria-sort", async () => {
    const screen = await render(<Harness />);
    const header = screen.getByRole("columnheader", { name: /报价/ });
    await expect.element(header).toHaveAttribute("aria-sort", "none");
    await screen.getByRole("button", { name: /报价/ }).click();
    await expect.element(header).toHaveAttribute("aria-sort", "ascending");
    const firstCell = () => screen.container.querySelector("tbody tr td:nth-child(2)")?.textContent;
    expect(firstCell()).toBe("吉林钢构集团");
    await screen.getByRole("button", { name: /报价/ }).click();
    await expect.element(header).toHaveAttribute("aria-sort", "descending");
    expect(firstCell()).toBe("四平混凝土厂");
  });

  it("selects rows, with select-all going through the mixed state", async () => {
    const screen = await render(<Harness />);
    const all = screen.getByRole("checkbox", { name: "全选本页" });
    await screen.getByRole("checkbox", { name: "选择 吉林钢构集团" }).click();
    await expect.element(all).toHaveAttribute("aria-checked", "mixed");
    expect(Array.from(screen.container.querySelectorAll("tr[data-selected]")).map((tr) => tr.textContent)).toEqual(["吉林钢构集团150"]);
    await all.click();
    await expect.element(all).toBeChecked();
    await all.click();
    await expect.element(all).not.toBeChecked();
  });

  it("shows the empty state with no rows", async () => {
    const screen = await render(<Harness data={[]} />);
    await expect.element(screen.getByText("暂无数据")).toBeVisible();
    await expect.element(screen.getByRole("checkbox", { name: "全选本页" })).toBeDisabled();
  });
});

describe("Table on a phone", () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  const cells = (container: HTMLElement) => Array.from(container.querySelectorAll("tbody tr:first-child td"));

  it("shows each row as a card whose cells are labelled with their column's title", async () => {
    await page.viewport(390, 844);
    const screen = await render(<Harness />);
    const [, supplier, price] = cells(screen.container);
    expect(supplier?.getAttribute("data-label")).toBe("供应商");
    expect(price?.getAttribute("data-label")).toBe("报价（元/吨）");
    // The label is painted before the value, on the value's line.
    expect(getComputedStyle(supplier as Element, "::before").content).toBe('"供应商"');
    const row = screen.container.querySelector("tbody tr") as HTMLElement;
    expect(getComputedStyle(row).display).toBe("block");
    expect(getComputedStyle(row).borderTopStyle).toBe("solid");
    // Cells stack in the card: the price lies below the supplier, and the card fits the screen.
    expect((price as Element).getBoundingClientRect().top).toBeGreaterThan((supplier as Element).getBoundingClientRect().top);
    expect(screen.container.scrollWidth).toBeLessThanOrEqual(390);
    // The header row keeps only its controls (sort button, select-all), 44 px high for a finger.
    const headers = Array.from(screen.container.querySelectorAll("thead th")).map((th) => getComputedStyle(th).display);
    expect(headers).toEqual(["flex", "none", "flex"]);
    const sortHeader = screen.getByRole("columnheader", { name: /报价/ }).element();
    expect(sortHeader.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await screen.getByRole("button", { name: /报价/ }).click();
    await expect.element(screen.getByRole("columnheader", { name: /报价/ })).toHaveAttribute("aria-sort", "ascending");
  });

  it("hides a header row with nothing to operate, and labels cells by `label` when the title is not text", async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <Table
        caption="报价列表"
        columns={[
          { key: "supplier", title: <em>供应商</em>, label: "供应商" },
          { key: "price", title: "报价" },
        ]}
        data={rows}
        rowKey={(row) => row.id}
      />,
    );
    expect(getComputedStyle(screen.container.querySelector("thead") as Element).display).toBe("none");
    expect(cells(screen.container).map((td) => td.getAttribute("data-label"))).toEqual(["供应商", "报价"]);
    // The table stays a table for assistive technology: its three data rows (the hidden header row is not read).
    await expect.element(screen.getByRole("table", { name: "报价列表" })).toBeInTheDocument();
    expect(screen.getByRole("row").elements()).toHaveLength(3);
    expect(screen.getByRole("cell").elements()).toHaveLength(6);
  });

  it("keeps the desktop table above the phone width", async () => {
    const screen = await render(<Harness />);
    expect(getComputedStyle(screen.container.querySelector("tbody tr") as Element).display).toBe("table-row");
    expect(getComputedStyle(cells(screen.container)[1] as Element, "::before").content).toBe("none");
  });
});
