// `npm run bench`: starts the production server in its own process and measures, on loopback,
// HTTP throughput and latency for the home page and one API call, and websocket fan-out to 1,000
// subscribed sockets. A benchmark, not a test: it prints figures and asserts nothing.
// Options: --postgres also runs everything against the machine's PostgreSQL (+ Redis bus).
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';

const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
const HTTP_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);

interface Server {
  child: ChildProcess;
  url: string;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (m: { ready?: string }) => m.ready && resolve({ child, url: m.ready }));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

async function http(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: HTTP_CONNECTIONS, duration: HTTP_SECONDS, headers });
  return {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function fanout(server: Server, label: string, count: number, rate: number) {
  const channel = `bench:${randomBytes(3).toString('hex')}`;
  const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
  const latencies: number[] = [];
  let delivered = 0;
  let lastAt = 0;
  const sockets: WebSocket[] = [];
  // Open in batches so the accept queue is not flooded.
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, () => {
      const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.on('message', (raw) => {
          const text = raw.toString();
          if (text.startsWith('{"type":"subscribed"')) return resolve();
          if (!text.startsWith('{"type":"message"')) return;
          const now = performance.timeOrigin + performance.now();
          const sentAt = Number(text.slice(text.lastIndexOf('"sentAt":') + 9, -2));
          latencies.push(now - sentAt);
          delivered += 1;
          lastAt = now;
        });
        socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
        socket.once('error', reject);
      });
    });
    await Promise.all(batch);
  }
  const started = performance.timeOrigin + performance.now();
  const id = Math.random();
  await new Promise<void>((resolve) => {
    const onMessage = (m: { burstDone?: number }) => {
      if (m.burstDone === id) {
        server.child.off('message', onMessage);
        resolve();
      }
    };
    server.child.on('message', onMessage);
    server.child.send({ burst: { channel, count, rate, id } });
  });
  const expected = count * SOCKETS;
  const deadline = Date.now() + 30_000;
  while (delivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const socket of sockets) socket.terminate();
  latencies.sort((a, b) => a - b);
  const seconds = (lastAt - started) / 1000;
  return {
    title: label,
    sockets: SOCKETS,
    published: count,
    delivered: `${delivered}/${expected}`,
    'msgs/s': Math.round(delivered / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
  };
}

async function suite(name: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    // Warm up the JIT and caches before measuring.
    await autocannon({ url: `${server.url}/`, connections: 10, duration: 2 });
    const rows = [
      await http('GET / (SSR home, en_US)', `${server.url}/`, { cookie: 'lang=en_US' }),
      await http('GET /java/game/v3/getPCGameSource', `${server.url}/java/game/v3/getPCGameSource`),
    ];
    console.log(`\n## ${name}: HTTP (${HTTP_CONNECTIONS} connections, ${HTTP_SECONDS}s each)`);
    console.table(rows);
    const ws = [
      await fanout(server, 'burst: 200 messages as fast as possible', 200, 0),
      await fanout(server, 'paced: 20 messages/s for 5 s', 100, 20),
    ];
    console.log(`\n## ${name}: websocket fan-out to ${SOCKETS} subscribed sockets`);
    console.table(ws);
  } finally {
    await stopServer(server);
  }
}

console.log('# Arena Live benchmark');
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `${os.type()} ${os.release()}; node ${process.version}`,
);
console.log('load generator and server share this machine: compare figures within one run');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arena-bench-'));
try {
  await suite('embedded PGlite, in-process bus', { DATA_DIR: dataDir });
  if (process.argv.includes('--postgres')) {
    const admin = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `arena_bench_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    try {
      await suite('PostgreSQL, Redis bus', {
        DATABASE_URL: url.toString(),
        REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      });
    } finally {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
