/**
 * `/admin/news/new` and `/admin/news/:article`: the news editor. An article is one language of a
 * story (a new one may translate another); its body is written in the rich-text editor and sanitised
 * by the server when saved. Publishing is separate from saving: publish now, schedule at a time
 * written in the editor's zone (sent as UTC), unpublish, or take back to draft.
 */
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EditorArticle } from '../../../../shared/news/contract.ts';
import {
  NEWS_CATEGORIES,
  NEWS_SUMMARY_MAX,
  NEWS_TAGS_MAX,
  NEWS_TITLE_MAX,
  type NewsCategory,
} from '../../../../shared/news/model.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { usePageContext } from '../../../lib/page-context.ts';
import { Link } from '../../../ui/links.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsole } from '../ConsoleLayout.tsx';
import { useConsoleAction } from '../use-console-action.ts';
import { fromZonedInput, toZonedInput } from '../videos/zoned-time.ts';
import type { NewsEditorData } from './news-console.server.ts';
import { saveArticle, setArticleStatus, uploadNewsImage } from './news-console-api.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import '../../../ui/form.css';
import './news-console.css';

type LinkKind = 'team' | 'league' | 'match';

export const newsEditPath = (id: number) => `/admin/news/${id}`;

export function NewsEditor({ data }: { data: NewsEditorData }) {
  // A new form for every article (the same route shows another after a save or a translation link).
  return <EditorForm key={data.article?.id ?? `new-${data.translationOf?.id ?? ''}`} data={data} />;
}

function Field(props: { id: string; label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="form-field__control">{props.children}</div>
      {props.hint && (
        <p id={`${props.id}-hint`} className="form-field__hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

function EditorForm({ data }: { data: NewsEditorData }) {
  const { t, i18n } = useTranslation('news');
  const { timeZone, time } = useConsole();
  const { apiBase, language: pageLanguage } = usePageContext();
  const navigate = useNavigate();
  const action = useConsoleAction();
  const id = useId();
  const article: EditorArticle | null = data.article;
  const base = article ?? data.translationOf;
  const taken = new Set([...(base ? [base.language, ...base.translations.map((tr) => tr.language)] : [])]);
  const freeLanguage =
    data.languages.find((l) => !taken.has(l.code))?.code ?? data.languages[0]?.code ?? 'en_US';

  const [language, setLanguage] = useState<string>(
    article?.language ?? (data.translationOf ? freeLanguage : pageLanguage),
  );
  const [gameId, setGameId] = useState(base?.gameId === null || base === null ? '' : String(base.gameId));
  const [category, setCategory] = useState<NewsCategory>(base?.category ?? 'news');
  const [title, setTitle] = useState(article?.title ?? '');
  const [summary, setSummary] = useState(article?.summary ?? '');
  const [cover, setCover] = useState<string | null>(base?.cover ?? null);
  const [body, setBody] = useState(article?.body ?? '');
  const [tags, setTags] = useState((base?.tags ?? []).join(', '));
  const [links, setLinks] = useState<{ kind: LinkKind; id: string }[]>(
    (base?.links ?? []).map((l) => ({ kind: l.kind, id: String(l.id) })),
  );
  const [at, setAt] = useState(
    article?.status === 'scheduled' && article.publishAt ? toZonedInput(article.publishAt, timeZone) : '',
  );
  const [saving, setSaving] = useState(false);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const busy = saving || action.busy;
  const failed = t('console.editor.uploadFailed');
  const upload = (file: File) => uploadNewsImage(file, { apiBase, language: pageLanguage, failed });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await saveArticle({
        ...(article ? { id: article.id, updatedAt: article.updatedAt } : {}),
        ...(!article && data.translationOf ? { translationOf: data.translationOf.id } : {}),
        language: language as never,
        gameId: gameId ? Number(gameId) : null,
        category,
        title,
        summary,
        body,
        cover,
        tags: tags
          .split(/[,，、]/)
          .map((tag) => tag.trim())
          .filter(Boolean)
          .slice(0, NEWS_TAGS_MAX),
        links: links.filter((l) => /^\d+$/.test(l.id)).map((l) => ({ kind: l.kind, id: Number(l.id) })),
      });
      await navigate(newsEditPath(result.id), { replace: true, state: { saved: true } });
    } catch {
      // The toaster shows the server's message; the form keeps what was written.
    } finally {
      setSaving(false);
    }
  }

  async function status(kind: 'publish' | 'schedule' | 'unpublish' | 'draft') {
    if (!article) return;
    let publishAt: string | undefined;
    if (kind === 'schedule') {
      publishAt = fromZonedInput(at, timeZone) ?? undefined;
      if (!publishAt) {
        showToast(t('console.editor.needTime'));
        return;
      }
    }
    await action.run(() => setArticleStatus(article.id, kind, publishAt), t(`console.status.done.${kind}`));
  }

  const n = (value: number) => formatNumber(value, i18n.language);
  const visible =
    article &&
    (article.status === 'published' ||
      (article.status === 'scheduled' && article.publishAt && Date.parse(article.publishAt) <= Date.now()));
  return (
    <form
      className="news-console-editor"
      onSubmit={(event) => void submit(event)}
      aria-busy={busy || undefined}
    >
      <p className="news-console__actions">
        <Link to="/admin/news" className="console-link">
          ‹ {t('console.editor.back')}
        </Link>
        {visible && article && (
          <Link to={`/news/${article.game}/${article.id}`} className="console-link">
            {t('console.open')}
          </Link>
        )}
      </p>
      {saved && (
        <p className="console-done" role="status">
          {t('console.editor.saved')}
        </p>
      )}
      {action.done && (
        <p className="console-done" role="status">
          {action.done}
        </p>
      )}
      {data.translationOf && !article && (
        <p className="news-console__note">
          {t('console.editor.translating', { title: data.translationOf.title })}
        </p>
      )}
      {article && (
        <p className="news-console__state">
          <span className={`console-badge news-status news-status--${article.status}`}>
            {t(`console.statuses.${article.status}`)}
          </span>
          {article.publishAt && <time dateTime={article.publishAt}>{time(article.publishAt)}</time>}
          <span>{t('views', { n: n(article.views) })}</span>
          {article.author && <span>{t('article.by', { name: article.author })}</span>}
        </p>
      )}

      <fieldset className="news-console__group">
        <legend>{t('console.editor.details')}</legend>
        <Field id={`${id}-title`} label={t('console.editor.title')}>
          <input
            id={`${id}-title`}
            className="form-field__input"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={NEWS_TITLE_MAX}
            required
            dir="auto"
          />
        </Field>
        <Field
          id={`${id}-summary`}
          label={t('console.editor.summary')}
          hint={t('console.editor.summaryHint')}
        >
          <textarea
            id={`${id}-summary`}
            className="form-field__input"
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
            maxLength={NEWS_SUMMARY_MAX}
            rows={3}
            dir="auto"
            aria-describedby={`${id}-summary-hint`}
          />
        </Field>
        <div className="news-console__row">
          <Field id={`${id}-language`} label={t('console.editor.language')}>
            <select
              id={`${id}-language`}
              className="form-field__input"
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
            >
              {data.languages.map((l) => (
                <option
                  key={l.code}
                  value={l.code}
                  disabled={l.code !== article?.language && taken.has(l.code) && l.code !== language}
                >
                  {l.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-game`} label={t('console.editor.game')}>
            <select
              id={`${id}-game`}
              className="form-field__input"
              value={gameId}
              onChange={(e) => setGameId(e.target.value)}
            >
              <option value="">{t('console.editor.allGames')}</option>
              {data.games.map((g) => (
                <option key={g.gameId} value={String(g.gameId)}>
                  {t(`games:${g.gameId}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-category`} label={t('console.editor.category')}>
            <select
              id={`${id}-category`}
              className="form-field__input"
              value={category}
              onChange={(e) => setCategory(e.target.value as NewsCategory)}
            >
              {NEWS_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="news-console__group">
        <legend>{t('console.editor.cover')}</legend>
        {cover && <img className="news-console__cover" src={cover} alt="" width={320} height={180} />}
        <div className="news-console__row">
          <label className="button button--secondary news-console__file">
            {cover ? t('console.editor.replaceCover') : t('console.editor.chooseCover')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="visually-hidden"
              onChange={async (e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) {
                  const path = await upload(chosen);
                  if (path) setCover(path);
                }
              }}
            />
          </label>
          {cover && (
            <button type="button" className="button button--secondary" onClick={() => setCover(null)}>
              {t('console.editor.removeCover')}
            </button>
          )}
        </div>
      </fieldset>

      <fieldset className="news-console__group">
        <legend id={`${id}-body`}>{t('console.editor.body')}</legend>
        <RichTextEditor
          initial={article?.body ?? ''}
          onChange={setBody}
          upload={upload}
          labelId={`${id}-body`}
        />
      </fieldset>

      <fieldset className="news-console__group">
        <legend>{t('console.editor.about')}</legend>
        <Field
          id={`${id}-tags`}
          label={t('console.editor.tags')}
          hint={t('console.editor.tagsHint', { max: NEWS_TAGS_MAX })}
        >
          <input
            id={`${id}-tags`}
            className="form-field__input"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            dir="auto"
            aria-describedby={`${id}-tags-hint`}
          />
        </Field>
        <ul className="news-console__links">
          {links.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position
            <li key={i}>
              <label className="visually-hidden" htmlFor={`${id}-link-kind-${i}`}>
                {t('console.editor.linkKind')}
              </label>
              <select
                id={`${id}-link-kind-${i}`}
                className="form-field__input"
                value={l.kind}
                onChange={(e) =>
                  setLinks(links.map((x, j) => (j === i ? { ...x, kind: e.target.value as LinkKind } : x)))
                }
              >
                {(['team', 'league', 'match'] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`console.editor.kinds.${k}`)}
                  </option>
                ))}
              </select>
              <label className="visually-hidden" htmlFor={`${id}-link-id-${i}`}>
                {t('console.editor.linkId')}
              </label>
              <input
                id={`${id}-link-id-${i}`}
                className="form-field__input"
                inputMode="numeric"
                value={l.id}
                onChange={(e) =>
                  setLinks(
                    links.map((x, j) => (j === i ? { ...x, id: e.target.value.replace(/\D/g, '') } : x)),
                  )
                }
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setLinks(links.filter((_, j) => j !== i))}
              >
                {t('console.editor.removeLink')}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setLinks([...links, { kind: 'team', id: '' }])}
        >
          {t('console.editor.addLink')}
        </button>
      </fieldset>

      <p className="news-console__submit">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('console.editor.save')}
        </button>
      </p>

      {article && (
        <fieldset className="news-console__group">
          <legend>{t('console.status.title')}</legend>
          <div className="news-console__row">
            {article.status !== 'published' && (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void status('publish')}
              >
                {t('console.status.publish')}
              </button>
            )}
            {(article.status === 'published' || article.status === 'scheduled') && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void status('unpublish')}
              >
                {t('console.status.unpublish')}
              </button>
            )}
            {(article.status === 'scheduled' || article.status === 'unpublished') && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void status('draft')}
              >
                {t('console.status.draft')}
              </button>
            )}
          </div>
          {article.status !== 'published' && (
            <div className="news-console__row">
              <Field id={`${id}-at`} label={t('console.status.at', { zone: timeZone })}>
                <input
                  id={`${id}-at`}
                  type="datetime-local"
                  className="form-field__input"
                  value={at}
                  onChange={(e) => setAt(e.target.value)}
                />
              </Field>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void status('schedule')}
              >
                {t('console.status.schedule')}
              </button>
            </div>
          )}
        </fieldset>
      )}

      {article && (
        <section className="news-console__group" aria-labelledby={`${id}-translations`}>
          <h2 id={`${id}-translations`}>{t('console.translations.title')}</h2>
          {article.translations.length === 0 ? (
            <p>{t('console.translations.none')}</p>
          ) : (
            <ul>
              {article.translations.map((tr) => (
                <li key={tr.id}>
                  <Link to={newsEditPath(tr.id)}>
                    {data.languages.find((l) => l.code === tr.language)?.name ?? tr.language}
                  </Link>{' '}
                  <span className={`console-badge news-status news-status--${tr.status}`}>
                    {t(`console.statuses.${tr.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {taken.size < data.languages.length && (
            <Link to={`/admin/news/new?translationOf=${article.id}`} className="console-link">
              {t('console.translations.add')}
            </Link>
          )}
        </section>
      )}
    </form>
  );
}
