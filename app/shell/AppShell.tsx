import { type ReactNode, useEffect, useMemo } from 'react';
import { LoginDialog } from '../features/auth/LoginDialog.tsx';
import { ReservationReminders } from '../features/matches/ReservationReminders.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { configureApi } from '../lib/api.ts';
import { installChunkReload } from '../lib/chunk-reload.ts';
import { rememberBrowserTimeZone } from '../lib/time-zone.ts';
import type { RootData } from '../root-data.ts';
import { useClientState } from '../store/client-store.ts';
import { LoadingBar } from '../ui/LoadingBar.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';
import './shell.css';

/**
 * The layout around every page: header with navigation, main content, footer, toasts, loading bar.
 * `bare` (a page for other sites' frames, such as a library panel): the main content alone.
 */
export function AppShell({
  data,
  children,
  bare = false,
}: {
  data: RootData;
  children: ReactNode;
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const isTheater = useClientState((s) => s.isTheater);
  const { language, brand, site } = data;
  useEffect(() => installChunkReload(), []);
  // The server renders match times in the zone this cookie names (first page: the brand's zone).
  useEffect(() => void rememberBrowserTimeZone(), []);
  // Set up during render, not in an effect: children's effects (the session check on page start)
  // call the API, and React may run them before this component's own effects.
  useMemo(() => {
    if (typeof window === 'undefined') return;
    configureApi({
      baseUrl: site.api,
      language,
      homePath: language === brand.defaultLanguage ? '/' : `/${language}`,
      systemErrorText: () => t('errors:systemError'),
    });
  }, [site.api, language, brand.defaultLanguage, t]);
  if (bare) {
    return (
      <div className="app app--bare">
        <LoadingBar />
        <main id="main" className="site-main">
          {children}
        </main>
        <Toaster />
      </div>
    );
  }
  return (
    <div className="app" data-theater={isTheater ? 'true' : undefined}>
      <LoadingBar />
      <SkipLink />
      <SiteHeader
        projectName={data.brand.projectName}
        logo={data.brand.logo}
        language={data.language}
        languages={data.brand.languages}
      />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter data={data} />
      <Toaster />
      <ReservationReminders />
      <LoginDialog />
    </div>
  );
}
