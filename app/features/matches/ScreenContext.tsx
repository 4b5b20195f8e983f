import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root-data.ts';
import { useClientState } from '../../store/client-store.ts';
import { resetMatchToggles } from './match-toggles.ts';

/** What every row of a live-score screen shares: the zone times are shown in, the server's clock, who is viewing. */
export interface ScreenSettings {
  /** IANA zone of the view (the server's guess until the browser's own view arrives). */
  tz: string;
  /** When the server rendered (ms): running clocks hydrate with it. */
  renderedAt: number;
  signedIn: boolean;
  /** The URL slug of a game id (`soccer`, `lol`...). */
  abbrOf: (gameId: number) => string;
}

const ScreenContext = createContext<ScreenSettings | null>(null);

/** The settings as given (tests render rows with them; pages use `ScreenProvider`). */
export const ScreenSettingsProvider = ScreenContext.Provider;

export function useScreen(): ScreenSettings {
  const settings = useContext(ScreenContext);
  if (!settings) throw new Error('useScreen outside a ScreenProvider');
  return settings;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/**
 * The signed-in user's uid, or null: the server's answer until the browser has read its session,
 * then the client store's, so signing in through the dialog counts at once.
 */
export function useViewerUid(): number | null {
  const root = useRootData();
  const known = useClientState((s) => s.sessionKnown);
  const uid = useClientState((s) => s.userInfo?.uid ?? null);
  return known ? uid : (root?.viewer?.uid ?? null);
}

/** Loaders answer per user (favourites, reservations): after a sign-in or sign-out they run again. */
function useRevalidateOnSessionChange(uid: number | null): void {
  const revalidator = useRevalidator();
  const last = useRef(uid);
  useEffect(() => {
    if (uid === last.current) return;
    last.current = uid;
    resetMatchToggles();
    void revalidator.revalidate();
  }, [uid, revalidator]);
}

export function ScreenProvider(props: { tz: string; renderedAt: number; children: ReactNode }) {
  const root = useRootData();
  const uid = useViewerUid();
  useRevalidateOnSessionChange(uid);
  const games = root?.games;
  const value = useMemo<ScreenSettings>(() => {
    const slugs = new Map(games?.map((g) => [g.gameId, g.abbr]));
    return {
      tz: props.tz,
      renderedAt: props.renderedAt,
      signedIn: uid !== null,
      abbrOf: (gameId) => slugs.get(gameId) ?? 'esports',
    };
  }, [props.tz, props.renderedAt, uid, games]);
  return <ScreenContext.Provider value={value}>{props.children}</ScreenContext.Provider>;
}
