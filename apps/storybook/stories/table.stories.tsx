import { Button, Empty, Pagination, Table, type TableSort } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { control } from "./support/story-kit.tsx";

interface Quote {
  id: string;
  supplier: string;
  material: string;
  price: number;
  date: string;
}

const quotes: Quote[] = [
  { id: "1", supplier: "长春建材有限公司", material: "C30 商品混凝土", price: 320, date: "2024-08-12" },
  { id: "2", supplier: "吉林钢构集团", material: "HRB400 螺纹钢", price: 3950, date: "2024-08-10" },
  { id: "3", supplier: "四平水泥厂", material: "P.O 42.5 水泥", price: 410, date: "2024-08-15" },
  { id: "4", supplier: "延边木业", material: "建筑模板", price: 68, date: "2024-08-09" },
];

function QuoteTable({
  data = quotes,
  selectable = true,
  loading = false,
  onSortChange,
}: {
  data?: Quote[];
  selectable?: boolean;
  loading?: boolean;
  onSortChange?: (sort: TableSort | null) => void;
}) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = sort ? [...data].sort((a, b) => (sort.direction === "ascending" ? 1 : -1) * (a.price - b.price)) : data;
  return (
    <Table
      caption="报价列表"
      showCaption
      columns={[
        { key: "supplier", title: "供应商" },
        { key: "material", title: "材料" },
        { key: "price", title: "单价（元）", sortable: true, align: "right" },
        { key: "date", title: "报价日期" },
      ]}
      data={sorted}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.supplier}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      loading={loading}
      {...(selectable ? { selectedKeys: selected, onSelectionChange: setSelected } : {})}
    />
  );
}

const meta = {
  title: "展示/Table 表格",
  component: QuoteTable,
  args: { onSortChange: fn() },
  argTypes: { selectable: control.boolean("可选择行"), loading: control.boolean("加载中") },
} satisfies Meta<typeof QuoteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "排序与选择",
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /单价/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: "price", direction: "ascending" });
    await expect(canvas.getByRole("columnheader", { name: /单价/ })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择 吉林钢构集团" }));
    await expect(canvas.getByRole("checkbox", { name: "全选本页" })).toHaveAttribute("aria-checked", "mixed");
  },
};

// On phones (≤ 767 px) each row is a card and each cell is labelled with its column's title.
export const Phone: Story = {
  name: "手机：卡片布局",
  args: { selectable: false },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    const labels = canvas.getAllByRole("cell").map((cell) => cell.getAttribute("data-label"));
    await expect(labels.slice(0, 4)).toEqual(["供应商", "材料", "单价（元）", "报价日期"]);
    await userEvent.click(canvas.getByRole("button", { name: /单价/ }));
    await expect(canvas.getByRole("columnheader", { name: /单价/ })).toHaveAttribute("aria-sort", "ascending");
  },
};

export const ReadOnly: Story = { name: "不可选择", args: { selectable: false } };

export const Loading: Story = { name: "加载中", args: { loading: true } };

export const EmptyTable: Story = {
  name: "空数据",
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无数据")).toBeVisible();
  },
};

export const EmptyState: StoryObj<typeof Empty> = {
  name: "Empty 空状态",
  render: () => (
    <div style={{ display: "flex", gap: 48 }}>
      <Empty />
      <Empty description="暂无询价单" action={<Button size="small">发布询价</Button>} />
    </div>
  ),
};

export const Paging: StoryObj<typeof Pagination> = {
  name: "Pagination 分页",
  args: { page: 1, total: 195, pageSize: 10, onPageChange: fn() },
  argTypes: {
    total: control.number("总条数"),
    pageSize: control.number("每页条数"),
    siblings: control.number("当前页两侧页数"),
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "第5页" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole("button", { name: "第5页" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await expect(canvas.getByRole("button", { name: "第6页" })).toHaveAttribute("aria-current", "page");
  },
};

export const PagingStates: StoryObj<typeof Pagination> = {
  name: "Pagination 各状态",
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <Pagination aria-label="分页（仅一页）" page={1} total={5} onPageChange={() => {}} />
      <Pagination aria-label="分页（六页）" page={1} total={60} onPageChange={() => {}} />
      <Pagination aria-label="分页（中间页）" page={10} total={195} onPageChange={() => {}} />
      <Pagination aria-label="分页（末页）" page={20} total={195} onPageChange={() => {}} />
      <Pagination aria-label="分页（无数据）" page={1} total={0} onPageChange={() => {}} />
    </div>
  ),
};
