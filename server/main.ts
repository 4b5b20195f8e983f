import './production-default.ts';
import { startApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await startApp(config);
app.fastify.log.info(
  { url: app.url, database: app.database.kind, bus: app.bus.kind, env: config.env },
  'arena live is serving',
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.fastify.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.fastify.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.fastify.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
