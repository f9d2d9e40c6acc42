import { JILIN_CITY_CHOICES } from "./city-options.tsx";
import * as page from "./page.css.ts";

/** A choice as a list filter offers it: a plain value, or a value with its label. */
type FilterOption = string | readonly [value: string, label: string];

interface FilterSelectProps {
  /** The select's id for its label; `f-<name>` unless the page numbers its filters otherwise. */
  id?: string;
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  /** The first choice, which filters nothing (全部…). */
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
}

/** One labelled choice of a list page's GET filter form (works without script; the address keeps it). */
export function FilterSelect({ name, id = `f-${name}`, label, allLabel, value, options }: FilterSelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} className={page.searchInput}>
        <option value="">{allLabel}</option>
        {options.map((option) => {
          const [optionValue, optionLabel] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </>
  );
}

/** The city choice of a list filter: the Jilin cities, sent as `regionCode`. */
export function CityFilter({ id, label, allLabel, value }: { id: string; label: string; allLabel: string; value: string }) {
  return <FilterSelect id={id} name="regionCode" label={label} allLabel={allLabel} value={value} options={JILIN_CITY_CHOICES} />;
}
