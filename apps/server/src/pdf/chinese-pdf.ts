import PDFDocument from "pdfkit";
import { cjkFontBytes } from "./cjk-font.ts";

/**
 * An A4 document with the Chinese font selected, and the promise of its bytes once `end()` is
 * called: the part every PDF of the platform (invoices, 比价报告) shares.
 */
export async function chineseDocument(info: PDFKit.DocumentInfo, options: { margin?: number; layout?: "portrait" | "landscape" } = {}) {
  const doc = new PDFDocument({ size: "A4", margin: options.margin ?? 56, layout: options.layout ?? "portrait", info });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("cjk", await cjkFontBytes());
  doc.font("cjk");
  return { doc, bytes };
}
