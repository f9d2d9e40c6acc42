import { EQUIPMENT_CATEGORIES } from "@cidp/domain";

/**
 * The machine types (the category tree) as `<optgroup>`s of a select. On the market a whole group
 * may be chosen too (全部…); a listing names one type.
 */
export function EquipmentCategoryOptions({ groupsChoosable }: { groupsChoosable: boolean }) {
  return (
    <>
      {EQUIPMENT_CATEGORIES.map((group) => (
        <optgroup key={group.code} label={group.name}>
          {groupsChoosable && <option value={group.code}>{`全部${group.name}`}</option>}
          {group.children.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
