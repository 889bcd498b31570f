// The slice of autocannon's programmatic API the benchmarks use (the package ships no types;
// @types/autocannon would replace this file).
declare module 'autocannon' {
  namespace autocannon {
    /** One request of a `requests` list; `setupRequest` may rewrite it before each send. */
    interface Request {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      expectBody?: string;
      requests?: Request[];
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

    /** A running load: a thenable event emitter. */
    interface Instance extends PromiseLike<Result> {
      /** Every response, with its latency in ms (float, from hrtime). */
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  // CommonJS: module.exports = autocannon.
  export = autocannon;
}
