import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { catalogsLoaded } from './i18n/page-catalogs.ts';

/**
 * React Router's default client entry, except that hydration waits for the page's translations:
 * their script is deferred and the app's module script is async, so either may run first.
 */
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
