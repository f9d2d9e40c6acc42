import { formatQuantity } from "@cidp/domain";
import * as page from "../../lib/page.css.ts";

/** What a sheet's line says in a plain list. */
interface ListedLine {
  lineNo: number;
  name: string;
  spec: string;
  quantityMilli: number;
  unit: string;
}

/** A sheet's lines as a plain list: number, name and spec, quantity and unit. */
export function SheetLineList({ lines }: { lines: readonly ListedLine[] }) {
  return (
    <ul className={page.plainList}>
      {lines.map((line) => (
        <li key={line.lineNo}>
          {line.lineNo}. {line.name} {line.spec} · {formatQuantity(line.quantityMilli)} {line.unit}
        </li>
      ))}
    </ul>
  );
}
