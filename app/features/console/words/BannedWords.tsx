/**
 * The banned-words list (issue 15): words per language (or every language) that are masked with
 * asterisks or make a text refused, for comments, posts, names and chat. The server normalises what
 * it matches (width, case, spaces, punctuation), so one entry covers its spaced and full-width forms.
 */
import { type FormEvent, useId, useState } from 'react';
import { BANNED_WORD_MAX_LENGTH } from '../../../../shared/console/model.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { api } from '../../../lib/api.ts';
import { useConsole } from '../ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable.tsx';
import { useConsoleAction } from '../use-console-action.ts';
import type { WordsData } from './words.server.ts';
import '../../../ui/form.css';

type Word = WordsData['words'][number];

export function BannedWords({ data }: { data: WordsData }) {
  const { t } = useTranslation('console');
  const { time } = useConsole();
  const action = useConsoleAction();
  const id = useId();
  const [language, setLanguage] = useState('*');
  const [word, setWord] = useState('');
  const [kind, setKind] = useState<'mask' | 'refuse'>('mask');
  const languageName = (code: string) =>
    code === '*' ? t('words.allLanguages') : (data.languages.find((l) => l.code === code)?.name ?? code);

  async function add(event: FormEvent) {
    event.preventDefault();
    const ok = await action.run(
      () => api().post('/admin/words/add', { language, word: word.trim(), action: kind }),
      t('words.added'),
    );
    if (ok) setWord('');
  }

  const columns: ConsoleColumn<Word>[] = [
    {
      key: 'word',
      header: t('words.word'),
      className: 'user-table__wrap',
      cell: (row) => <bdi>{row.word}</bdi>,
    },
    { key: 'language', header: t('words.language'), cell: (row) => languageName(row.language) },
    { key: 'action', header: t('words.action'), cell: (row) => t(`words.actions.${row.action}`) },
    {
      key: 'added',
      header: t('words.addedAt'),
      cell: (row) => <time dateTime={row.createdAt}>{time(row.createdAt)}</time>,
    },
    {
      key: 'remove',
      header: t('words.remove'),
      cell: (row) => (
        <button
          type="button"
          className="button button--secondary"
          disabled={action.busy}
          onClick={() =>
            void action.run(() => api().post('/admin/words/remove', { id: row.id }), t('words.removed'))
          }
        >
          {t('words.removeWord', { word: row.word })}
        </button>
      ),
    },
  ];

  return (
    <>
      <p>{t('words.lead')}</p>
      <form className="console-filters" onSubmit={(e) => void add(e)} aria-label={t('words.add')}>
        <div className="console-filters__fields">
          <div className="form-field console-filters__field">
            <label className="form-field__label" htmlFor={`${id}-word`}>
              {t('words.word')}
            </label>
            <div className="form-field__control">
              <input
                id={`${id}-word`}
                className="form-field__input"
                value={word}
                maxLength={BANNED_WORD_MAX_LENGTH}
                onChange={(e) => setWord(e.target.value)}
                required
                dir="auto"
              />
            </div>
          </div>
          <div className="form-field console-filters__field">
            <label className="form-field__label" htmlFor={`${id}-language`}>
              {t('words.language')}
            </label>
            <div className="form-field__control">
              <select
                id={`${id}-language`}
                className="form-field__input"
                value={language}
                onChange={(e) => setLanguage(e.target.value)}
              >
                <option value="*">{t('words.allLanguages')}</option>
                {data.languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="form-field console-filters__field">
            <label className="form-field__label" htmlFor={`${id}-action`}>
              {t('words.action')}
            </label>
            <div className="form-field__control">
              <select
                id={`${id}-action`}
                className="form-field__input"
                value={kind}
                onChange={(e) => setKind(e.target.value as 'mask' | 'refuse')}
              >
                <option value="mask">{t('words.actions.mask')}</option>
                <option value="refuse">{t('words.actions.refuse')}</option>
              </select>
            </div>
          </div>
        </div>
        <button type="submit" className="button button--primary" disabled={action.busy || !word.trim()}>
          {t('words.add')}
        </button>
      </form>
      {action.done && (
        <p className="console-done" role="status">
          {action.done}
        </p>
      )}
      <ConsoleTable
        caption={t('words.caption')}
        columns={columns}
        rows={data.words}
        rowKey={(row) => row.id}
        empty={t('words.empty')}
      />
    </>
  );
}
