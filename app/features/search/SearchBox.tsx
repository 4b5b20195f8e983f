/**
 * The header's search (issue 14): a magnifier that opens a search field. Without scripts the form
 * asks `/search?text=…`, which answers with `/search/{text}`; with them, Enter opens the results
 * page directly and, from the first keystroke on, suggestions appear under the field (a combobox:
 * arrows move through them, Enter opens one, Escape closes). The suggestions' code is loaded the
 * first time the field is used, so a page that nobody searches from carries only this file.
 */
import { type ChangeEvent, type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, type SearchKind } from '../../../shared/search/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { searchPath } from './paths.ts';
import type { Suggestion } from './SearchSuggestions.tsx';
import './search.css';

const SearchSuggestions = lazy(() => import('./SearchSuggestions.tsx'));

export function SearchForm({
  defaultValue = '',
  suggest = true,
  kind,
  onDone,
}: {
  defaultValue?: string;
  /** Only this kind (a library index's own field): the results page of that kind. */
  kind?: SearchKind | undefined;
  /** Show suggestions as the viewer types (the header box; not the results page's own field). */
  suggest?: boolean;
  /** Called when a search or a suggestion was opened (the header closes its panel). */
  onDone?: () => void;
}) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const action = useHref('/search');
  const listId = useId();
  const [text, setText] = useState(defaultValue);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useRef<Suggestion[]>([]);

  const go = (to: string) => {
    setOpen(false);
    onDone?.();
    navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.current.length;
    if (event.key === 'Escape') {
      if (open) event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field (-1) through each suggestion and back to the field.
      setActive((i) => {
        const next = i + step;
        return next >= count ? -1 : next < -1 ? count - 1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      const picked = options.current[active];
      if (picked) go(picked.to);
    }
  };
  const expanded = suggest && open && text.trim().length > 0;
  const field = {
    type: 'search',
    name: 'text',
    className: 'search-form__input',
    value: text,
    maxLength: SEARCH_MAX_LENGTH,
    placeholder: kind ? t(`kind.${kind}`) : t('box.placeholder'),
    'aria-label': kind ? `${t('box.submit')}: ${t(`kind.${kind}`)}` : t('box.label'),
    autoComplete: 'off',
    enterKeyHint: 'search',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      setUsed(true);
      setOpen(true);
      setActive(-1);
    },
    onFocus: () => setUsed(true),
  } as const;
  return (
    <search className="search-form">
      <form
        action={action}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) go(kind ? `${searchPath(text)}?kind=${kind}` : searchPath(text));
        }}
      >
        {kind && <input type="hidden" name="kind" value={kind} />}
        {suggest ? (
          <input
            {...field}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            onKeyDown={onKeyDown}
          />
        ) : (
          <input {...field} />
        )}
        <button type="submit" className="search-form__submit">
          <SearchIcon />
          <span className="visually-hidden">{t('box.submit')}</span>
        </button>
        {suggest && used && (
          <Suspense fallback={null}>
            <SearchSuggestions
              id={listId}
              text={text}
              open={expanded}
              active={active}
              onOptions={(list) => {
                options.current = list;
              }}
              onPick={go}
            />
          </Suspense>
        )}
      </form>
    </search>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/** The header's magnifier and its panel (a disclosure: it works before scripts too). */
export function SearchBox() {
  const { t } = useTranslation('search');
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={details}
      className="search-box"
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          details.current.open = false;
          details.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="search-box__toggle" aria-label={t('box.open')}>
        <SearchIcon />
      </summary>
      <div className="search-box__panel">
        <SearchForm
          onDone={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </div>
    </details>
  );
}
