// The site-wide base first: every stylesheet imported below (the shell's, the features') comes after it.
import './app.css';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { errorPageHead } from './features/sections/error-head.ts';
import { SignInRequired } from './features/sections/SignInRequired.tsx';
import { catalogsAt } from './i18n/page-catalogs.ts';
import { I18nProvider } from './i18n/provider.tsx';
import { useTranslation } from './i18n/use-translation.ts';
import { isChunkLoadError, reloadOnceAMinute } from './lib/chunk-reload.ts';
import { useCspNonces } from './lib/csp-nonce.ts';
import { accessMiddleware } from './middleware/access.server.ts';
import { clientAccessMiddleware } from './middleware/access.ts';
import { rootData } from './root-data.server.ts';
import { isRootData, type RootData } from './root-data.ts';
import { pageHead } from './seo/head.ts';
import { AppShell } from './shell/AppShell.tsx';
import { ErrorView } from './ui/ErrorView.tsx';

/** Auth and language hook before every navigation (spec section 2); rules live in middleware/access.ts. */
export const middleware: Route.MiddlewareFunction[] = [accessMiddleware];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [clientAccessMiddleware];

export function loader({ context, request }: Route.LoaderArgs) {
  return rootData(context, request);
}

export const meta: Route.MetaFunction = (args) =>
  args.error === undefined ? pageHead(args) : errorPageHead({ ...args, error: args.error });

/** Brand colours reach the page as CSS variables; components only ever use the variables. */
function themeCss(theme: RootData['brand']['theme']): string {
  const vars = Object.entries(theme)
    .map(([name, value]) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
  return `:root{${vars}}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>('root');
  // A 403 from the access middleware comes before the loader and carries the layout's data itself.
  const error = useRouteError();
  const data = loaded ?? (isRouteErrorResponse(error) && isRootData(error.data) ? error.data : undefined);
  // The answer's Content-Security-Policy nonces (server only): the theme's style and React Router's scripts.
  const nonces = useCspNonces();
  // A page meant for other sites' frames (a route's `handle.chrome === 'bare'`: the library panels)
  // keeps the theme and the language but not the header, navigation and footer.
  const bare = useMatches().some((m) => (m.handle as { chrome?: string } | undefined)?.chrome === 'bare');
  const theme = data && themeCss(data.brand.theme);
  return (
    <html lang={data?.tag ?? 'zh-CN'} dir={data?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data && <meta name="theme-color" content={data.brand.theme.primary} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: colours are validated as #rrggbb when brands load */}
        {theme && <style nonce={nonces.style} dangerouslySetInnerHTML={{ __html: theme }} />}
        {/* The translations, cached across pages; the client entry waits for them. */}
        {data && <script src={data.catalogsUrl} defer data-catalogs="" />}
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider language={data.language} catalogs={catalogsAt(data.catalogsUrl)}>
            <AppShell data={data} bare={bare}>
              {children}
            </AppShell>
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonces.script} />
        <Scripts nonce={nonces.script} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  // A guarded page asks a guest to sign in (middleware/access.ts); 403, 404... are the error pages.
  if (isRouteErrorResponse(error) && error.status === 401) return <SignInRequired />;
  if (isRouteErrorResponse(error)) return <ErrorView status={error.status} />;
  // A deploy replaced the code chunks this page was built with: load the new page (once a minute at most).
  if (typeof window !== 'undefined' && isChunkLoadError(error)) reloadOnceAMinute();
  return <ErrorView status={500} error={error} fallbackText={t('errors:serverError')} />;
}
