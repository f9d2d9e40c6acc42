import { Transform, type TransformCallback, type TransformOptions } from "node:stream";

/** Room for a whole document: React writes it without stopping to wait for the reader. */
const DOCUMENT_HIGH_WATER_MARK = 1024 * 1024;

/**
 * React's destination for a streamed document. React writes a page in pieces of at most 4 KB (a
 * member home is some 30 of them) and calls `flush()` when it has written all it has for now; each
 * piece would travel alone through the web stream, React Router's answer and Express to the socket.
 * This stream keeps the pieces until that flush and passes them on as one chunk, so a document
 * rendered in one go goes out as one write; a page that streams late parts (Suspense) still sends
 * each part as React finishes it. Its high-water mark fits a whole document, so React never pauses
 * on a page to wait for the reader.
 */
export class BatchedPassThrough extends Transform {
  #pieces: Buffer[] = [];

  constructor(options: TransformOptions = {}) {
    super({ highWaterMark: DOCUMENT_HIGH_WATER_MARK, ...options });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(chunk);
    callback();
  }

  /** What React calls after each batch of writes (the name compression streams use): passes the batch on. */
  flush(): void {
    if (this.#pieces.length === 0) return;
    const batch = this.#pieces.length === 1 ? this.#pieces[0] : Buffer.concat(this.#pieces);
    this.#pieces = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
