// A real server process for tests that need several: started with fork(), configured by the
// environment like server/main.ts, and told over IPC to publish (the way a feed or a service would).
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const app = await startApp(loadConfig(), { site: false });

process.on('message', (message: { publish?: { channel: string; data: unknown }; id?: number }) => {
  if (message.publish) {
    app.hub
      .publish(message.publish.channel, message.publish.data)
      .then(() => process.send?.({ published: message.id }));
  }
});

process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});

process.send?.({ ready: app.url });
