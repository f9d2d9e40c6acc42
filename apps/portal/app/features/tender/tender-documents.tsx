import { tenderPaths } from "@cidp/api-client/contract";
import { formatFileSize } from "@cidp/domain";
import type { PublicTender } from "./tender.server.ts";
import { tenderTexts as texts } from "./tender-texts.ts";

type TenderDocument = PublicTender["documents"][number];

/** Where a document downloads: through the services, which check the reader and log the download. */
export const documentHref = (id: number) => `${tenderPaths.document}?id=${id}`;

/**
 * Files of a tender's documents: each name a download link for a reader who may download (the
 * tenderer, an approved bidder), plain text otherwise; with its version, size and time.
 */
export function DocumentFiles({ files, downloadable, testId }: { files: readonly TenderDocument[]; downloadable: boolean; testId?: string }) {
  return (
    <ul data-testid={testId}>
      {files.map((file) => (
        <li key={file.id}>
          {downloadable ? (
            <a href={documentHref(file.id)} download={file.name} aria-label={texts.download(file.name)}>
              {file.name}
            </a>
          ) : (
            file.name
          )}{" "}
          <small>（{texts.documentFacts(file.versionLabel, formatFileSize(file.size), file.time)}）</small>
        </li>
      ))}
    </ul>
  );
}

/**
 * 招标文件: the files published with the tender and those of each 补遗, for anyone to see listed;
 * `refusal` says why this reader may not download them yet and what to do (null: they may).
 */
export function TenderDocuments({ tender, refusal }: { tender: Pick<PublicTender, "documents">; refusal: string | null }) {
  return (
    <section aria-labelledby="tender-documents">
      <h2 id="tender-documents">{texts.documents}</h2>
      {tender.documents.length === 0 ? (
        <p>{texts.noDocuments}</p>
      ) : (
        <>
          <DocumentFiles files={tender.documents} downloadable={refusal === null} testId="tender-documents" />
          <p data-testid="documents-access">{refusal ?? texts.documentsLogged}</p>
        </>
      )}
    </section>
  );
}
