// The slice of autocannon's programmatic API the benchmark uses (the package ships no types;
// @types/autocannon would replace this file).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    expectBody?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  // CommonJS: module.exports = autocannon.
  export = autocannon;
}
