import type { ReactNode } from "react";
import { Form } from "react-router";
import * as page from "./page.css.ts";

/**
 * A public list page's GET filter form (works without script; the address keeps the choices):
 * a row of filters ending in the search button, after any rows of choices that come first.
 */
export function FilterForm({ label, searchLabel, before, children }: { label: string; searchLabel: string; before?: ReactNode; children: ReactNode }) {
  return (
    <Form method="get" className={page.panel} aria-label={label}>
      {before}
      <div className={page.searchRow}>
        {children}
        <button type="submit" className={page.searchButton}>
          {searchLabel}
        </button>
      </div>
    </Form>
  );
}

/** The labelled keyword box of a filter row. */
export function FilterKeyword({ id, label, value, maxLength }: { id: string; label: string; value: string; maxLength: number }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="keyword" defaultValue={value} maxLength={maxLength} className={page.searchInput} />
    </>
  );
}
