import { catalogueCalls } from "@cidp/api-client/contract";
import { PRODUCT_STATE_LABELS, PRODUCT_STATES, type ProductState } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import { PageLinks } from "../../lib/page-links.tsx";
import { RecordTable } from "../../lib/record-table.tsx";
import { PrimaryLink, TextLink } from "../../lib/styled-links.tsx";
import { TitleRow } from "../../lib/title-row.tsx";
import * as styles from "./catalogue.css.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";
import type { loadMyProducts, MyProduct } from "./my-products.server.ts";
import { myProductsHref } from "./my-products-links.ts";

type PageData = Awaited<ReturnType<typeof loadMyProducts>>;

/** A one-button form of a row: posts the action with the product's id to the page's action. */
function RowAction({ id, action, label }: { id: number; action: "submit" | "delist"; label: string }) {
  return (
    <MayCall call={catalogueCalls.change}>
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="action" value={action} />
        <button type="submit" className={styles.smallButton} data-testid={`${action}-${id}`}>
          {label}
        </button>
      </Form>
    </MayCall>
  );
}

const editable = (state: ProductState) => state === "draft" || state === "rejected" || state === "delisted";

/** 产品发布: the business's products by state (tabs as links), what may be done with each, and the way to publish a new one. */
export function MyProductsPage({ data, notice }: { data: PageData; notice: ReactNode }) {
  const columns: TableColumn<MyProduct>[] = [
    {
      key: "name",
      title: texts.product,
      render: (row) => (row.state === "listed" ? <Link to={`/default/product/detail?id=${row.id}`}>{row.name}</Link> : row.name),
    },
    { key: "categoryPath", title: texts.category },
    { key: "brand", title: texts.brand },
    { key: "priceText", title: texts.price },
    { key: "stateLabel", title: texts.state, render: (row) => <span data-testid={`product-state-${row.id}`}>{row.stateLabel}</span> },
    { key: "updateTime", title: texts.updateTime },
    {
      key: "actions",
      title: texts.actions,
      render: (row) => (
        <span className={styles.inlineForm}>
          {editable(row.state) && <Link to={`/user/my-products/proPublishEdit?id=${row.id}`}>{texts.edit}</Link>}
          {editable(row.state) && <RowAction id={row.id} action="submit" label={texts.resubmit} />}
          {row.state === "listed" && <RowAction id={row.id} action="delist" label={texts.delist} />}
        </span>
      ),
    },
  ];
  return (
    <div className={page.inner} data-testid="my-products">
      <TitleRow title={texts.publishTitle}>
        <span className={page.rowActions}>
          <PrimaryLink to="/user/my-products/proPublishEdit">{texts.newProduct}</PrimaryLink>
          <TextLink to="/user/my-products/proSupplier">{texts.toSuppliers}</TextLink>
        </span>
      </TitleRow>
      <nav aria-label={texts.stateTabs}>
        <ul className={styles.tabs}>
          <li>
            <Link to={myProductsHref(null)} aria-current={data.state === null ? "page" : undefined}>
              {texts.allStates}
            </Link>
          </li>
          {PRODUCT_STATES.map((state) => (
            <li key={state}>
              <Link to={myProductsHref(state)} aria-current={data.state === state ? "page" : undefined}>
                {`${PRODUCT_STATE_LABELS[state]}（${data.counts[state] ?? 0}）`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.saved && (
        <p role="status" data-testid="product-saved">
          {texts.saved}
        </p>
      )}
      {notice}
      {data.error && <p role="alert">{data.error}</p>}
      <RecordTable caption={texts.publishTitle} columns={columns} data={data.records} emptyText={texts.myEmpty} />
      <PageLinks page={data.page} pages={data.pages} href={(n) => myProductsHref(data.state, n)} />
    </div>
  );
}
