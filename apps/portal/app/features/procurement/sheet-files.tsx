import { type CallResult, type procurementCalls, procurementPaths } from "@cidp/api-client/contract";
import { formatFileSize } from "@cidp/domain";
import { procurementTexts as texts } from "./procurement-texts.ts";

type SheetFile = CallResult<typeof procurementCalls.buyerDetail>["data"]["documents"][number];

/**
 * Files of a sheet or a quotation, each a download through the services (which check the reader
 * and write the download to the sheet's 操作日志), with its size and time.
 */
export function SheetFileLinks({ files, testId }: { files: readonly SheetFile[]; testId?: string }) {
  if (files.length === 0) return <p>{texts.noSheetDocuments}</p>;
  return (
    <ul data-testid={testId}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={`${procurementPaths.document}?id=${file.id}`} download={file.name}>
            {file.name}
          </a>{" "}
          <small>
            （{file.version > 1 ? `${texts.amendedVersion(file.version)} · ` : ""}
            {formatFileSize(file.size)} · {file.time}）
          </small>
        </li>
      ))}
    </ul>
  );
}

/** The sheet's 询价附件, under their own heading (a level below the page part that shows them). */
export function SheetDocuments({ files, level = 2 }: { files: readonly SheetFile[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="sheet-documents-title">
      <Heading id="sheet-documents-title">{texts.sheetDocuments}</Heading>
      <SheetFileLinks files={files} testId="sheet-documents" />
    </section>
  );
}

/** Each supplier's 报价附件 of the opened rounds (sealed before), for the buyer. */
export function QuotationFiles({ groups }: { groups: CallResult<typeof procurementCalls.buyerDetail>["data"]["quotationFiles"] }) {
  return (
    <section aria-labelledby="quotation-files-title">
      <h2 id="quotation-files-title">{texts.quotationFiles}</h2>
      {groups.length === 0 ? (
        <p>{texts.quotationFilesSealed}</p>
      ) : (
        <ul data-testid="quotation-files">
          {groups.map((group) => (
            <li key={`${group.round}-${group.supplierName}`}>
              {texts.quotationFilesOf(group.supplierName, group.round)}
              <SheetFileLinks files={group.files} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
