import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { catalogsLoaded } from './i18n/page-catalogs.ts';
import { installClippedTitles } from './ui/clipped-titles.ts';

/**
 * React Router's default client entry, except that hydration waits for the page's translations:
 * their script is deferred and the app's module script is async, so either may run first.
 */
installClippedTitles(document);

void catalogsLoaded(document).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
