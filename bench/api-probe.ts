// An API probe in its own process (so the load generator's event loop never delays its clock): asks
// each of the given URLs in turn, one request at a time, every `everyMs`, for `seconds`, and sends the
// latencies back over IPC. `bench/page-burst.ts` runs it beside a burst of page requests.
// The kept-alive connection is opened (one unmeasured request per URL) before the probe says it is
// warm, so the burst starts after it; URLs marked `fresh` are asked on a new connection each time,
// as a new visitor would (its wait includes the kernel's accept queue). A URL with `paths` is a
// visitor of pages: a different page each time, where a redirect or a quick 503 is an answer too.
import http from 'node:http';

interface ProbeOrder {
  /** `paths`: ask the next of these (on `url`'s origin) each time, and count a 503 as an answer. */
  urls: { url: string; fresh: boolean; paths?: string[] }[];
  seconds: number;
  everyMs: number;
}

export interface ProbeResult {
  url: string;
  /** Asked on a new connection each time. */
  fresh: boolean;
  /** Milliseconds per answered request, in the order they were sent. */
  latencies: number[];
  /** Non-2xx answers, connection errors and timeouts (30 s); with `paths`, not 503s. */
  failures: number;
  /** With `paths`: the answers that were a 503 (counted in `latencies` too: a refusal is an answer). */
  refused: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string, fresh = false, refusalAnswers = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const options = fresh
      ? { agent: false as const, headers: { connection: 'close' }, timeout: 30_000 }
      : { agent, timeout: 30_000 };
    const request = http.get(url, options, (response) => {
      response.resume();
      response.on('end', () =>
        (response.statusCode ?? 0) < (refusalAnswers ? 400 : 300) ||
        (refusalAnswers && response.statusCode === 503)
          ? resolve(response.statusCode ?? 0)
          : reject(new Error('status')),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

async function probe(order: ProbeOrder): Promise<ProbeResult[]> {
  const results = order.urls.map(({ url, fresh }) => ({
    url,
    fresh,
    latencies: [] as number[],
    failures: 0,
    refused: 0,
  }));
  for (const { url, fresh } of order.urls) if (!fresh) await get(url);
  process.send?.({ warm: true });
  const ends = performance.now() + order.seconds * 1000;
  while (performance.now() < ends) {
    const due = performance.now() + order.everyMs;
    for (const [index, result] of results.entries()) {
      const paths = order.urls[index]?.paths;
      const url = paths?.length
        ? new URL(paths[result.latencies.length % paths.length] ?? '/', result.url).href
        : result.url;
      const started = performance.now();
      try {
        const status = await get(url, result.fresh, Boolean(paths));
        result.latencies.push(performance.now() - started);
        if (status === 503) result.refused += 1;
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
