import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nContext, pageTranslations, useTranslation } from '../../i18n/use-translation.ts';
import { formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { PageShell } from '../../ui/PageShell.tsx';
import { ConsoleNav } from './ConsoleNav.tsx';
import type { ConsoleView } from './view.ts';
import './console.css';

/**
 * The page's translations with the `console` namespace added: the catalog sections its loader sent
 * (the namespace is in no page script). The same on the server and in the browser, so hydration
 * matches.
 */
export function ConsoleTranslations({
  catalog,
  children,
}: {
  catalog: Record<string, unknown>;
  children: ReactNode;
}) {
  const page = useContext(I18nContext);
  const withConsole = useMemo(
    () => (page ? pageTranslations(page.language, { ...page.catalogs, console: catalog }) : null),
    [page, catalog],
  );
  if (!withConsole) return children;
  return <I18nContext value={withConsole}>{children}</I18nContext>;
}

interface ConsoleFrame extends ConsoleView {
  /** The page's BCP 47 tag, for Intl. */
  locale: string;
}

const ConsoleContext = createContext<ConsoleFrame | null>(null);

/** The viewer (uid, roles), the page's language and a time formatter in the viewer's zone. */
export function useConsole() {
  const frame = useContext(ConsoleContext);
  if (!frame) throw new Error('useConsole() outside ConsoleLayout');
  return {
    ...frame,
    time: (iso: string) => formatTime(iso, frame.locale, frame.timeZone),
  };
}

/** The console's frame in a test or a story: translations, viewer and zone, without the page around it. */
export function ConsoleProvider({
  view,
  locale,
  children,
}: {
  view: ConsoleView;
  locale: string;
  children?: ReactNode;
}) {
  const frame = useMemo(() => ({ ...view, locale }), [view, locale]);
  return (
    <ConsoleTranslations catalog={view.catalog}>
      <ConsoleContext value={frame}>{children}</ConsoleContext>
    </ConsoleTranslations>
  );
}

/**
 * Every console page: the console's navigation (only the sections the viewer's roles open) above
 * the page card, whose heading and lead are the page's `pages.json` entry unless given.
 */
export function ConsoleLayout({
  view,
  page,
  title,
  children,
}: {
  view: ConsoleView;
  /** The route id, which names the page's `pages.json` entry. */
  page: string;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const { locale } = usePageContext();
  return (
    <ConsoleProvider view={view} locale={locale}>
      <div className="console">
        <ConsoleNav roles={view.roles} />
        <PageShell title={title ?? t(`${page}.title`)} lead={t(`${page}.description`)}>
          <div className="console__body">{children}</div>
        </PageShell>
      </div>
    </ConsoleProvider>
  );
}
