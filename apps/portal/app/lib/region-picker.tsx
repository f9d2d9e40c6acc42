import { clientCall } from "@cidp/api-client";
import { equipmentCalls } from "@cidp/api-client/contract";
import { useEffect, useState } from "react";
import { useApiClient } from "./api/api-client-context.tsx";
import { RegionOptions } from "./city-options.tsx";

type Region = { code: string; name: string };

/** The picker's words: the same wherever a member picks a region (a delivery address, a new business). */
const texts = {
  region: "所在地区",
  province: "省份",
  city: "城市",
  district: "区县",
  chooseProvince: "请选择省份",
  chooseCity: "请选择城市",
  chooseDistrict: "请选择区县",
} as const;

/** The picks a region code already holds: its province's cities and its city's districts, from the loader. */
export interface RegionChoices {
  provinces: Region[];
  cities: Region[];
  districts: Region[];
}

/**
 * The regions under `parent`: those the server rendered while `parent` is still the one they were
 * rendered for, else loaded from the regions call (none until they arrive, or for no parent).
 */
function useChildRegions(parent: string, rendered: { parent: string; regions: Region[] }): Region[] {
  const client = useApiClient();
  const [loaded, setLoaded] = useState(rendered);
  useEffect(() => {
    if (!parent || parent === loaded.parent) return;
    let live = true;
    void clientCall(equipmentCalls.regions)(client, { parent }, { silent: true })
      .then((answer) => {
        if (live) setLoaded({ parent, regions: answer.data });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, parent, loaded.parent]);
  return parent && parent === loaded.parent ? loaded.regions : [];
}

/** One level of the cascader: its label around its select; only the last level is sent (`name`) and required. */
function RegionLevel({
  label,
  value,
  regions,
  placeholder,
  onPick,
  name,
  required,
}: {
  label: string;
  value: string;
  regions: readonly Region[];
  placeholder: string;
  onPick: (code: string) => void;
  name?: string;
  required?: boolean;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(event) => onPick(event.target.value)} required={required}>
        <RegionOptions regions={regions} placeholder={placeholder} />
      </select>
    </label>
  );
}

/**
 * 省 / 市 / 区县 of GB/T 2260 as a cascader of three labelled selects (the equipment listing form and the
 * delivery address book); the form sends the district's six digits
 * as `name`. The provinces (and, when editing, the chosen city and district lists) come rendered
 * from the server; a change loads the next level from the regions call.
 */
export function RegionPicker({ name, value, choices }: { name: string; value: string; choices: RegionChoices }) {
  const [province, setProvince] = useState(value.slice(0, 2));
  const [city, setCity] = useState(value.slice(0, 4));
  const [district, setDistrict] = useState(value);
  const cities = useChildRegions(province, { parent: value.slice(0, 2), regions: choices.cities });
  const districts = useChildRegions(city, { parent: value.slice(0, 4), regions: choices.districts });

  return (
    <fieldset data-testid="region-picker">
      <legend>{texts.region}</legend>
      <RegionLevel
        label={texts.province}
        value={province}
        regions={choices.provinces}
        placeholder={texts.chooseProvince}
        onPick={(code) => {
          setProvince(code);
          setCity("");
          setDistrict("");
        }}
      />
      <RegionLevel
        label={texts.city}
        value={city}
        regions={cities}
        placeholder={texts.chooseCity}
        onPick={(code) => {
          setCity(code);
          setDistrict("");
        }}
      />
      <RegionLevel label={texts.district} value={district} regions={districts} placeholder={texts.chooseDistrict} onPick={setDistrict} name={name} required />
    </fieldset>
  );
}
