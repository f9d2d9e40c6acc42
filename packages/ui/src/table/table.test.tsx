import { useState } from "react";
import { describe, expect, it } from "vitest";
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
