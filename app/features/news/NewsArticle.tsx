/**
 * `/news/{game}/{id}`: an article — its facts, cover, body (HTML sanitised on the server when it was
 * saved), tags, the teams, leagues and matches it is about, its real translations, the previous and
 * next articles, hot news and the comments.
 */
import { localName } from '../../../shared/games/names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { formatNumber, formatTime } from '../../lib/format.ts';
import { useViewBeacon } from '../../lib/view-beacon.ts';
import { Link } from '../../ui/links.tsx';
import { CommentsPanel } from '../comments/index.ts';
import { HotNews } from './HotNews.tsx';
import type { NewsArticleData } from './news.server.ts';
import './news.css';

export function NewsArticlePage({ data }: { data: NewsArticleData }) {
  return (
    <WithCatalogs catalogs={data.catalogs}>
      <NewsArticleView data={data} />
    </WithCatalogs>
  );
}

function NewsArticleView({ data }: { data: NewsArticleData }) {
  const { t, i18n } = useTranslation('news');
  const { article } = data;
  useViewBeacon('/news/view', article.id);
  const n = (value: number) => formatNumber(value, i18n.language);
  const gameName = article.gameId ? t(`games:${article.gameId}`) : t('list.title');
  const hasRelated =
    article.related.teams.length + article.related.leagues.length + article.related.matches.length > 0;
  return (
    <div className="news-page">
      <div className="news-main">
        <nav className="news-crumbs" aria-label={t('article.breadcrumbs')}>
          <Link to="/">{t('common:nav.home')}</Link>
          <span aria-hidden="true">›</span>
          <Link to={`/news/${article.game}`}>
            {article.gameId ? t('list.titleWithGame', { game: gameName }) : t('list.title')}
          </Link>
        </nav>
        {data.foreign && <p className="news-note">{t('article.foreign')}</p>}
        <article className="news-article" lang={data.articleTag}>
          <div className="news-article__head">
            <p className="news-article__kicker">
              <Link to={`/news/${article.game}?category=${article.category}`}>
                {t(`categories.${article.category}`)}
              </Link>
              {article.demo && <span className="news-demo">{t('demo')}</span>}
            </p>
            <h1 dir="auto">{article.title}</h1>
            <p className="news-article__facts">
              {article.author?.name && <span>{t('article.by', { name: article.author.name })}</span>}
              <time dateTime={article.publishedAt}>
                {formatTime(article.publishedAt, i18n.language, data.tz)}
              </time>
              <span>{t('views', { count: article.views, n: n(article.views) })}</span>
              <a href="#comments">{t('comments', { count: article.comments, n: n(article.comments) })}</a>
            </p>
            {data.translations.length > 0 && (
              <p className="news-article__translations">
                {t('article.alsoIn')}{' '}
                {data.translations.map((tr) => (
                  <a
                    key={tr.language}
                    href={tr.href}
                    hrefLang={tr.language.replace('_', '-')}
                    lang={tr.language.replace('_', '-')}
                  >
                    {tr.name}
                  </a>
                ))}
              </p>
            )}
          </div>
          {article.cover && (
            <figure className="news-article__cover">
              <img src={article.cover} alt="" width={1600} height={900} decoding="async" />
            </figure>
          )}
          {article.summary && (
            <p className="news-article__lead" dir="auto">
              {article.summary}
            </p>
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (server/media/html.ts: an allowlist, no script) */}
          <div className="news-article__body" dir="auto" dangerouslySetInnerHTML={{ __html: article.body }} />
          {article.tags.length > 0 && (
            <ul className="news-article__tags" aria-label={t('article.tags')}>
              {article.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          )}
        </article>
        {hasRelated && (
          <section className="news-related" aria-labelledby="news-related-title">
            <h2 id="news-related-title">{t('article.related')}</h2>
            <ul>
              {article.related.matches.map((m) => (
                <li key={`m${m.id}`}>
                  <Link to={`/${m.game}/${m.id}`}>
                    {m.home ?? '?'} – {m.away ?? '?'}
                  </Link>{' '}
                  <time dateTime={m.startTime}>{formatTime(m.startTime, i18n.language, data.tz)}</time>
                </li>
              ))}
              {article.related.leagues.map((l) => (
                <li key={`l${l.id}`}>
                  <Link to={`/leagueLibrary/${l.id}`}>{localName(l, i18n.language)}</Link>
                </li>
              ))}
              {article.related.teams.map((team) => (
                <li key={`t${team.id}`}>
                  <Link to={`/squadLibrary/${team.id}`}>{localName(team, i18n.language)}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {(article.previous || article.next) && (
          <nav className="news-neighbours" aria-label={t('article.more')}>
            {article.previous ? (
              <Link to={`/news/${article.previous.game}/${article.previous.id}`} rel="prev">
                <span>{t('article.previous')}</span>
                <strong dir="auto">{article.previous.title}</strong>
              </Link>
            ) : (
              <span />
            )}
            {article.next ? (
              <Link to={`/news/${article.next.game}/${article.next.id}`} rel="next">
                <span>{t('article.next')}</span>
                <strong dir="auto">{article.next.title}</strong>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
        <section id="comments" className="news-comments">
          <CommentsPanel kind="news" id={article.id} count={article.comments} />
        </section>
      </div>
      <aside className="news-aside">
        <HotNews items={data.hot} period="day" />
      </aside>
    </div>
  );
}
