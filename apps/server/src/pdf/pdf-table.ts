/** One column of a simple PDF table: its heading and width in points. */
export interface PdfColumn {
  title: string;
  width: number;
  align?: "left" | "right";
}

/**
 * Draws a table row by row at the document's left margin, with a rule under the heading and a new
 * page (heading repeated) when a row would cross the bottom margin.
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], rows: readonly (readonly string[])[], fontSize = 9): void {
  const left = doc.page.margins.left;
  const padding = 3;
  const heightOf = (cells: readonly string[]) =>
    Math.max(...cells.map((cell, i) => doc.fontSize(fontSize).heightOfString(cell, { width: (columns[i]?.width ?? 60) - 2 * padding }))) + 2 * padding;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const height = heightOf(cells);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.title),
          true,
        );
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc
        .fillColor(bold ? "#111827" : "#1f2937")
        .fontSize(fontSize)
        .text(cell, x + padding, top + padding, { width: column.width - 2 * padding, align: column.align ?? "left" });
      x += column.width;
    });
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(bold ? 0.8 : 0.3)
      .strokeColor("#9ca3af")
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(
    columns.map((c) => c.title),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.8);
}
