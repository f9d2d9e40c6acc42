import { clientCall } from "@cidp/api-client";
import { equipmentCalls } from "@cidp/api-client/contract";
import { useEffect, useState } from "react";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import { equipmentTexts as texts } from "./equipment-texts.ts";

type Region = { code: string; name: string };

/** The picks a region code already holds: its province's cities and its city's districts, from the loader. */
export interface RegionChoices {
  provinces: Region[];
  cities: Region[];
  districts: Region[];
}

/**
 * 省 / 市 / 区县 of GB/T 2260 as three labelled selects; the form sends the district's six digits
 * as `name`. The provinces (and, when editing, the chosen city and district lists) come rendered
 * from the server; a change loads the next level from the regions call.
 */
export function RegionPicker({ name, value, choices }: { name: string; value: string; choices: RegionChoices }) {
  const client = useApiClient();
  const [province, setProvince] = useState(value.slice(0, 2));
  const [city, setCity] = useState(value.slice(0, 4));
  const [district, setDistrict] = useState(value);
  const [cities, setCities] = useState(choices.cities);
  const [districts, setDistricts] = useState(choices.districts);
  const [loadedFor, setLoadedFor] = useState({ province: value.slice(0, 2), city: value.slice(0, 4) });

  useEffect(() => {
    if (!province || province === loadedFor.province) return;
    let live = true;
    void clientCall(equipmentCalls.regions)(client, { parent: province }, { silent: true })
      .then((answer) => {
        if (!live) return;
        setCities(answer.data);
        setLoadedFor((l) => ({ ...l, province }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, province, loadedFor.province]);

  useEffect(() => {
    if (!city || city === loadedFor.city) return;
    let live = true;
    void clientCall(equipmentCalls.regions)(client, { parent: city }, { silent: true })
      .then((answer) => {
        if (!live) return;
        setDistricts(answer.data);
        setLoadedFor((l) => ({ ...l, city }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, city, loadedFor.city]);

  return (
    <fieldset data-testid="region-picker">
      <legend>{texts.region}</legend>
      <label>
        {texts.province}
        <select
          value={province}
          onChange={(event) => {
            setProvince(event.target.value);
            setCity("");
            setDistrict("");
            setCities([]);
            setDistricts([]);
          }}
        >
          <option value="">{texts.chooseProvince}</option>
          {choices.provinces.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.city}
        <select
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
            setDistrict("");
            setDistricts([]);
          }}
        >
          <option value="">{texts.chooseCity}</option>
          {cities.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.district}
        <select name={name} value={district} onChange={(event) => setDistrict(event.target.value)} required>
          <option value="">{texts.chooseDistrict}</option>
          {districts.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
