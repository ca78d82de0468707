// The part of autocannon 8's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    total: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
