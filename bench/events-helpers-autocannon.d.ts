// The few autocannon 9 APIs bench/events-helpers-load.ts uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  type Result = {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  type Instance = PromiseLike<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
