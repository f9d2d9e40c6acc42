import { JILIN_CITIES } from "@cidp/domain";

/**
 * The Jilin cities (GB/T 2260) as the `<option>`s of a form's region select, after an empty
 * "please choose" option when the form asks for one.
 */
export function JilinCityOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {JILIN_CITIES.map((city) => (
        <option key={city.code} value={city.code}>
          {city.name}
        </option>
      ))}
    </>
  );
}
