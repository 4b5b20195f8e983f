// An API probe in its own process (so the load generator's event loop never delays its clock): asks
// each of the given URLs in turn, one request at a time, every `everyMs`, for `seconds`, and sends the
// latencies back over IPC. `bench/page-burst.ts` runs it beside a burst of page requests.
import http from 'node:http';

interface ProbeOrder {
  urls: string[];
  seconds: number;
  everyMs: number;
}

export interface ProbeResult {
  url: string;
  /** Milliseconds per answered request, in the order they were sent. */
  latencies: number[];
  /** Non-2xx answers, connection errors and timeouts (30 s). */
  failures: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () =>
        (response.statusCode ?? 0) < 300 ? resolve(response.statusCode ?? 0) : reject(new Error('status')),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

async function probe(order: ProbeOrder): Promise<ProbeResult[]> {
  const results = order.urls.map((url) => ({ url, latencies: [] as number[], failures: 0 }));
  const ends = performance.now() + order.seconds * 1000;
  while (performance.now() < ends) {
    const due = performance.now() + order.everyMs;
    for (const result of results) {
      const started = performance.now();
      try {
        await get(result.url);
        result.latencies.push(performance.now() - started);
      } catch {
        result.failures += 1;
      }
    }
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return results;
}

process.once('message', (order: ProbeOrder) => {
  void probe(order).then((results) => {
    agent.destroy();
    process.send?.({ results }, () => process.exit(0));
  });
});
process.send?.({ ready: true });
