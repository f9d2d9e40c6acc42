import { procurementPaths } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

/**
 * 用Excel报价, inside the quotation form: the round's 报价模板 to download, and the filled one to
 * import back into the form below (the rows it could not read listed, as an alert). Importing posts
 * the form as typed too, so nothing typed is lost; it never submits the quotation.
 */
export function QuoteTemplateImport({ sheet, busy, problems }: { sheet: SupplierSheet; busy: boolean; problems: readonly string[] }) {
  return (
    <fieldset className={styles.checkRow} aria-describedby="quote-template-help">
      <legend>{texts.templateTitle}</legend>
      <p id="quote-template-help" className={styles.templateHelp}>
        {texts.templateHelp}
      </p>
      <a href={`${procurementPaths.quoteTemplateXlsx}?id=${sheet.id}`} download data-testid="quote-template-download">
        {texts.templateDownload(sheet.round)}
      </a>
      <label htmlFor="quote-template-file">{texts.templateFile}</label>
      <input id="quote-template-file" name="quoteTemplate" type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
      <Button type="submit" name="intent" value="import-template" variant="ghost" disabled={busy} formNoValidate>
        {texts.templateImport}
      </Button>
      {problems.length > 0 && (
        <div role="alert" className={styles.templateProblems} data-testid="quote-template-problems">
          <p>{texts.templateProblems(problems.length)}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
