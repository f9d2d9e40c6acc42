/**
 * Splits a page's text into pieces short enough to speak one by one: at sentence ends (Chinese and
 * Latin), then at commas, then hard at `max` characters. Browsers cut one long utterance off after
 * some seconds (Chrome at about 15 s) and cannot pause between sentences; short pieces avoid both.
 */
export function speechChunks(text: string, max = 120): string[] {
  const chunks: string[] = [];
  const lines = text.split(/\n+/).map((line) => line.replace(/\s+/g, " ").trim());
  for (const line of lines) {
    if (!line) continue;
    for (const sentence of line.match(/[^。！？!?；;]+[。！？!?；;]*/g) ?? [line]) {
      const trimmed = sentence.trim();
      if (!trimmed) continue;
      if (trimmed.length <= max) {
        chunks.push(trimmed);
        continue;
      }
      let piece = "";
      for (const part of trimmed.match(/[^，,、：:]+[，,、：:]*/g) ?? [trimmed]) {
        if (piece && piece.length + part.length > max) {
          chunks.push(piece);
          piece = "";
        }
        piece += part;
        while (piece.length > max) {
          chunks.push(piece.slice(0, max));
          piece = piece.slice(max);
        }
      }
      if (piece.trim()) chunks.push(piece.trim());
    }
  }
  return chunks;
}
