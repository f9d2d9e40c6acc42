import * as page from "./page.css.ts";

/** A choice as a list filter offers it: a plain value, or a value with its label. */
type FilterOption = string | readonly [value: string, label: string];

interface FilterSelectProps {
  id: string;
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  /** The first choice, which filters nothing (全部…). */
  allLabel: string;
  value: string;
  options: readonly FilterOption[];
}

/** One labelled choice of a list page's GET filter form (works without script; the address keeps it). */
export function FilterSelect({ id, name, label, allLabel, value, options }: FilterSelectProps) {
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
