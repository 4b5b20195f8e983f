/**
 * The game catalog (issue 15, "Catalog management: games (names per language, logos, order)"): the
 * order every page lists games in, each game's logo (uploaded, checked by content on the server, or
 * the product's own), and its name in any of the brand's languages instead of the translation's.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePageContext } from '../../../lib/page-context.ts';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable.tsx';
import { useConsoleAction } from '../use-console-action.ts';
import type { GamesData } from './games.server.ts';
import { resetGameLogo, setGameNames, setGameOrder, uploadGameLogo } from './games-console-api.ts';
import '../../../ui/form.css';
import './games-console.css';

type Game = GamesData['games'][number];

/** The ids with the game at `from` moved by `step` places (unchanged at either end). */
export function moved(ids: readonly number[], from: number, step: -1 | 1): number[] {
  const to = from + step;
  if (to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

export function GameCatalog({ data }: { data: GamesData }) {
  const { t } = useTranslation('console');
  const { apiBase, language } = usePageContext();
  const action = useConsoleAction();
  const ids = data.games.map((g) => g.gameId);
  const name = (game: Game) => t(`games:${game.gameId}`);

  const columns: ConsoleColumn<Game>[] = [
    {
      key: 'order',
      header: t('games.order'),
      cell: (game) => {
        const at = ids.indexOf(game.gameId);
        return (
          <span className="game-catalog__order">
            <span className="game-catalog__place">{at + 1}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={action.busy || at === 0}
              aria-label={t('games.moveUp', { game: name(game) })}
              onClick={() => void action.run(() => setGameOrder(moved(ids, at, -1)), t('games.moved'))}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={action.busy || at === ids.length - 1}
              aria-label={t('games.moveDown', { game: name(game) })}
              onClick={() => void action.run(() => setGameOrder(moved(ids, at, 1)), t('games.moved'))}
            >
              ↓
            </button>
          </span>
        );
      },
    },
    {
      key: 'game',
      header: t('games.game'),
      className: 'user-table__wrap',
      cell: (game) => (
        <span className="game-catalog__game">
          <img src={game.logo} alt="" width={28} height={28} />
          <span>
            <strong>{name(game)}</strong>
            <small>
              {game.abbr} · {t(`games.kinds.${game.kind}`)} · {game.gameId}
            </small>
          </span>
        </span>
      ),
    },
    {
      key: 'logo',
      header: t('games.logo'),
      cell: (game) => (
        <span className="game-catalog__logo">
          <label className="button button--secondary game-catalog__file">
            {t('games.uploadLogo')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={action.busy}
              aria-label={t('games.uploadLogoOf', { game: name(game) })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) {
                  void action.run(
                    () =>
                      uploadGameLogo(game.gameId, file, {
                        apiBase,
                        language,
                        failed: t('games.uploadFailed'),
                      }),
                    t('games.logoSaved'),
                  );
                }
              }}
            />
          </label>
          {game.custom && (
            <button
              type="button"
              className="button button--secondary"
              disabled={action.busy}
              onClick={() => void action.run(() => resetGameLogo(game.gameId), t('games.logoReset'))}
            >
              {t('games.resetLogo')}
            </button>
          )}
        </span>
      ),
    },
    {
      key: 'names',
      header: t('games.names'),
      className: 'user-table__wrap',
      cell: (game) => (
        <GameNames
          key={JSON.stringify(game.names)}
          game={game}
          name={name(game)}
          languages={data.languages}
          busy={action.busy}
          save={(names) => action.run(() => setGameNames(game.gameId, names), t('games.namesSaved'))}
        />
      ),
    },
  ];

  return (
    <>
      <p>{t('games.lead')}</p>
      {action.done && (
        <p className="console-done" role="status">
          {action.done}
        </p>
      )}
      <ConsoleTable
        caption={t('games.caption')}
        columns={columns}
        rows={data.games}
        rowKey={(game) => game.gameId}
        empty={t('games.empty')}
      />
    </>
  );
}

/** A game's own names, one field per language of the brand; an empty field keeps the translation's. */
function GameNames(props: {
  game: Game;
  name: string;
  languages: GamesData['languages'];
  busy: boolean;
  save: (names: Record<string, string>) => Promise<boolean>;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [names, setNames] = useState<Record<string, string>>(props.game.names);
  const set = Object.values(props.game.names).filter(Boolean).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const given = Object.fromEntries(
      Object.entries(names)
        .map(([code, value]) => [code, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    void props.save(given);
  }

  return (
    <details className="game-catalog__names">
      <summary>{t('games.namesSet', { count: set, game: props.name })}</summary>
      <form onSubmit={submit} aria-label={t('games.namesOf', { game: props.name })}>
        <p className="game-catalog__hint">{t('games.namesHint')}</p>
        {props.languages.map((language) => (
          <div className="form-field" key={language.code}>
            <label className="form-field__label" htmlFor={`${id}-${language.code}`}>
              {language.name}
            </label>
            <div className="form-field__control">
              <input
                id={`${id}-${language.code}`}
                className="form-field__input"
                lang={language.code.replace('_', '-')}
                dir="auto"
                maxLength={40}
                value={names[language.code] ?? ''}
                onChange={(e) => setNames({ ...names, [language.code]: e.target.value })}
              />
            </div>
          </div>
        ))}
        <button type="submit" className="button button--primary" disabled={props.busy}>
          {t('games.saveNames')}
        </button>
      </form>
    </details>
  );
}
