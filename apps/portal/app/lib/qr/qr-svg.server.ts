import QRCode from "qrcode";

/** Light modules around the code, as the QR standard asks for a reliable scan. */
const QUIET_ZONE = 4;

/** XML-escapes text for an SVG title. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A QR code of `text` as a small SVG (the `qrcode` package makes the matrix): one path of dark
 * runs, `M{x} {y}h{n}v1h-{n}z` per run of a row, in module units over a white square with its quiet
 * zone. It scales to any size without blur (crispEdges); error correction M survives a smudged
 * print or a phone held at an angle.
 */
export function qrSvg(text: string, title: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      const length = col - start;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`);
    }
  }
  const side = size + 2 * QUIET_ZONE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="130" height="130" shape-rendering="crispEdges" role="img">` +
    `<title>${escapeXml(title)}</title><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${runs.join("")}"/></svg>`
  );
}
