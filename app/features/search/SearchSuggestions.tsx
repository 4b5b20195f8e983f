/**
 * The header box's suggestions (loaded the first time the field is used): the best teams, players
 * and leagues for what is typed, asked a moment after the last keystroke, the latest answer only.
 * The last option opens the whole results page.
 */
import { useEffect, useState } from 'react';
import { localName } from '../../../shared/games/names.ts';
import type { SearchHit, SearchResult } from '../../../shared/search/contract.ts';
import { SEARCH_MIN_LETTERS, searchTextProblem } from '../../../shared/search/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { backgroundApi } from '../../lib/api.ts';
import { hitPath, searchPath } from './paths.ts';

/** Suggestions per kind under the field. */
const PER_KIND = 3;
/** Milliseconds after the last keystroke before asking. */
const QUIET_MS = 150;

export interface Suggestion {
  to: string;
  hit: SearchHit | null;
}

type State = { text: string; hits: SearchHit[] } | { text: string; failed: true } | null;

export default function SearchSuggestions({
  id,
  text,
  open,
  active,
  onOptions,
  onPick,
}: {
  id: string;
  text: string;
  open: boolean;
  active: number;
  onOptions: (options: Suggestion[]) => void;
  onPick: (to: string) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const [state, setState] = useState<State>(null);
  const query = text.trim();
  const problem = query ? searchTextProblem(query) : 'empty';

  useEffect(() => {
    if (problem) return;
    let current = true;
    const timer = setTimeout(() => {
      backgroundApi()
        .get<SearchResult>('/search', { text: query })
        .then((result) => {
          if (!current) return;
          const hits = result.groups.flatMap((g) => g.hits.slice(0, PER_KIND));
          setState({ text: query, hits });
        })
        .catch(() => {
          if (current) setState({ text: query, failed: true });
        });
    }, QUIET_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, problem]);

  const hits = state && 'hits' in state && state.text === query ? state.hits : [];
  const options: Suggestion[] = problem
    ? []
    : [...hits.map((hit) => ({ to: hitPath(hit), hit })), { to: searchPath(query), hit: null }];
  useEffect(() => onOptions(options));

  if (!open) return null;
  const note =
    problem === 'short'
      ? t('box.short', { min: SEARCH_MIN_LETTERS })
      : state && 'failed' in state && state.text === query
        ? t('box.failed')
        : state?.text === query && hits.length === 0
          ? t('box.nothing')
          : null;
  return (
    <div className="search-suggest">
      {note && (
        <p className="search-suggest__note" role="status">
          {note}
        </p>
      )}
      {options.length > 0 && (
        <div id={id} role="listbox" aria-label={t('box.suggestions')} className="search-suggest__list">
          {options.map((option, index) => (
            // The field keeps the focus and works the options with its keys (aria-activedescendant,
            // WAI-ARIA's combobox pattern); a pointer picks one directly.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys
            <div
              key={option.to}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="search-suggest__option"
              data-kind={option.hit?.kind ?? 'all'}
              // A click must not blur the field first (the list would close before it counts).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(option.to)}
            >
              {option.hit ? (
                <>
                  <span className="search-suggest__name" dir="auto">
                    {localName(option.hit, i18n.language)}
                  </span>
                  <span className="search-suggest__kind" dir="auto">
                    {[
                      t(`one.${option.hit.kind}`),
                      option.hit.team
                        ? localName(option.hit.team, i18n.language)
                        : option.hit.gameId !== null
                          ? t(`games:${option.hit.gameId}`)
                          : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </>
              ) : (
                <span className="search-suggest__all">{t('box.seeAll', { text: query })}</span>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
