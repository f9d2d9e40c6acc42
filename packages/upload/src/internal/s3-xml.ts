/** A part as ListParts reports it. */
export interface ListedPart {
  partNumber: number;
  etag: string;
  size: number;
}

function unescapeXml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The text of the first `<tag>` in an S3 XML answer, or null. Answers are flat enough for this. */
export function xmlValue(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1] ?? "") : null;
}

/** The parts of a ListParts page, with whether more pages follow. */
export function parseListParts(xml: string): { parts: ListedPart[]; truncated: boolean; nextMarker: number } {
  const parts = [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => {
    const body = m[1] ?? "";
    return { partNumber: Number(xmlValue(body, "PartNumber")), etag: (xmlValue(body, "ETag") ?? "").replace(/"/g, ""), size: Number(xmlValue(body, "Size")) };
  });
  return { parts, truncated: xmlValue(xml, "IsTruncated") === "true", nextMarker: Number(xmlValue(xml, "NextPartNumberMarker") ?? 0) };
}

/** The CompleteMultipartUpload body. */
export function completeBody(parts: readonly { partNumber: number; etag: string }[]): string {
  return `<CompleteMultipartUpload>${parts.map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>"${p.etag}"</ETag></Part>`).join("")}</CompleteMultipartUpload>`;
}
