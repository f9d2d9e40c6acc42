import { JILIN_CITIES } from "@cidp/domain";

/** A region of GB/T 2260 as the pages list them: its code and its name. */
interface NamedRegion {
  code: string;
  name: string;
}

/**
 * Regions as the `<option>`s of a select (the code sent, the name shown), after an empty
 * "please choose" or "all" option when the select offers one.
 */
export function RegionOptions({ regions, placeholder }: { regions: readonly NamedRegion[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {regions.map((region) => (
        <option key={region.code} value={region.code}>
          {region.name}
        </option>
      ))}
    </>
  );
}

/**
 * The Jilin cities (GB/T 2260) as the `<option>`s of a form's region select, after an empty
 * "please choose" option when the form asks for one.
 */
export function JilinCityOptions({ placeholder }: { placeholder?: string }) {
  return <RegionOptions regions={JILIN_CITIES} placeholder={placeholder} />;
}

/** The Jilin cities as a list filter's choices: the code sent, the name shown. */
export const JILIN_CITY_CHOICES = JILIN_CITIES.map((city) => [city.code, city.name] as const);
