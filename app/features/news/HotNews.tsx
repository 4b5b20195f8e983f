/** Hot news (the spec's news/getHotNewsByGame): today's or this week's most read and discussed. */
import type { NewsCard } from '../../../shared/news/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { Link } from '../../ui/links.tsx';

export function HotNews(props: {
  items: readonly NewsCard[];
  period: 'day' | 'week';
  /** The address of the other period's list, when the reader may switch (the list page). */
  periodHref?: (period: 'day' | 'week') => string;
}) {
  const { t, i18n } = useTranslation('news');
  return (
    <section className="news-hot" aria-labelledby="news-hot-title">
      <header className="news-hot__head">
        <h2 id="news-hot-title">{t('hot.title')}</h2>
        {props.periodHref && (
          <nav className="news-hot__periods" aria-label={t('hot.period')}>
            {(['day', 'week'] as const).map((p) => (
              <Link
                key={p}
                to={props.periodHref?.(p) ?? ''}
                aria-current={p === props.period ? 'true' : undefined}
                preventScrollReset
                replace
              >
                {t(`hot.${p}`)}
              </Link>
            ))}
          </nav>
        )}
      </header>
      {props.items.length === 0 ? (
        <p className="news-empty">{t('hot.none')}</p>
      ) : (
        <ol className="news-hot__list">
          {props.items.map((item, i) => (
            <li key={item.id}>
              <span className="news-hot__rank" aria-hidden="true">
                {formatNumber(i + 1, i18n.language)}
              </span>
              <Link to={`/news/${item.game}/${item.id}`} dir="auto" lang={item.language.replace('_', '-')}>
                {item.title}
              </Link>
              <span className="news-hot__views">
                {t('views', { count: item.views, n: formatNumber(item.views, i18n.language) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
