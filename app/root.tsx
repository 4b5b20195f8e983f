import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root.ts';
import stylesHref from './app.css?url';
import { appContext } from './context.ts';
import { FALLBACK_LANGUAGE, findLanguage } from './i18n/languages.ts';
import { I18nProvider } from './i18n/provider.tsx';
import { SiteFooter } from './ui/SiteFooter.tsx';
import { SiteHeader } from './ui/SiteHeader.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, catalogs } = context.get(appContext);
  const language = findLanguage(ctx.language) ?? findLanguage(FALLBACK_LANGUAGE);
  return {
    language: ctx.language,
    tag: language?.tag ?? 'zh-CN',
    dir: language?.dir ?? 'ltr',
    brand: { id: ctx.brand.id, projectName: ctx.brand.projectName, theme: ctx.brand.theme },
    catalogs,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Brand colours reach the page as CSS variables; components only ever use the variables. */
function themeCss(theme: RootData['brand']['theme']): string {
  const vars = Object.entries(theme)
    .map(([name, value]) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
  return `:root{${vars}}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.tag ?? 'zh-CN'} dir={data?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: colours are validated as #rrggbb when brands load */}
        {data && <style dangerouslySetInnerHTML={{ __html: themeCss(data.brand.theme) }} />}
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider language={data.language} catalogs={data.catalogs}>
            <Shell projectName={data.brand.projectName}>{children}</Shell>
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ projectName, children }: { projectName: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader projectName={projectName} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter projectName={projectName} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404 ? t('errors:notFound') : status >= 500 ? t('errors:serverError') : t('errors:systemError');
  return (
    <section className="error-page">
      <p className="error-page__status">{status}</p>
      <h1>{message}</h1>
    </section>
  );
}
