// The few autocannon 9 APIs bench/events-helpers-load.ts and bench/load.ts use (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    /** Requests each connection cycles through; setupRequest may rewrite one before it is sent. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: object) => object;
    }[];
  };
  type Result = {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  type Instance = PromiseLike<Result> & {
    on(event: 'reqError', listener: (error: unknown) => void): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
