/**
 * Child process of bench/events.ts: drives one URL with autocannon for a fixed time and sends back
 * every response time, so the server's event loop never shares a thread with the load generator.
 * Args: url connections durationSeconds
 */

import autocannon from 'autocannon';

const [url = '', connections = '10', duration = '10'] = process.argv.slice(2);
const times: number[] = [];
const instance = autocannon({ url, connections: Number(connections), duration: Number(duration) });
instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
const result = await instance;
process.send?.({
  times,
  total: result.requests.total,
  seconds: result.duration,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});
