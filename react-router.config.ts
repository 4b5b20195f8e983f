import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every route is in the manifest the browser loads once (one cached script, ~3 KB gzipped), so
  // pages carry no inline partial manifest and links no `data-discover` (app/ui/links.tsx).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
