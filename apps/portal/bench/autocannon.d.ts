// autocannon ships no types; the part of its API the benchmark uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: { url: string; connections?: number; duration?: number; headers?: Record<string, string> }): Promise<Result>;
}
