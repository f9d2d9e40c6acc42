// spark-md5 ships no types; the benchmark uses its incremental ArrayBuffer API only.
declare module "spark-md5" {
  class SparkArrayBuffer {
    append(chunk: ArrayBuffer): this;
    end(raw?: boolean): string;
  }
  const SparkMD5: { ArrayBuffer: typeof SparkArrayBuffer };
  export default SparkMD5;
}
