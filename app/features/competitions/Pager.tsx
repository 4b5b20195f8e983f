/**
 * A library index's pages: where the reader is ("Page 2 of 7") and links to the previous and next
 * pages (`?page=`, the other parameters kept). Nothing when everything fits on one page.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { formatStat } from '../matches/index.ts';

export function Pager(props: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t, i18n } = useTranslation('competitions');
  const { page, pages } = props;
  if (pages <= 1) return null;
  const n = (value: number) => formatStat(i18n.language, 'count', value);
  return (
    <nav className="library-pager" aria-label={t('index.pager.label')}>
      {page > 1 ? (
        <Link to={props.hrefFor(page - 1)} rel="prev" className="library-pager__link">
          <span aria-hidden="true">‹ </span>
          {t('index.pager.prev')}
        </Link>
      ) : (
        <span />
      )}
      <span className="library-pager__where" aria-current="page">
        {t('index.pager.of', { page: n(page), pages: n(pages) })}
      </span>
      {page < pages ? (
        <Link to={props.hrefFor(page + 1)} rel="next" className="library-pager__link">
          {t('index.pager.next')}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * An index's address with its parameters in one fixed order (`game`, `league`, `team`, `page`), the
 * first page written without `page`: the same order the canonical link uses.
 */
export function indexHref(
  path: string,
  params: { game?: string | null; league?: number | null; team?: number | null; page?: number },
): string {
  const search = new URLSearchParams();
  if (params.game) search.set('game', params.game);
  if (params.league) search.set('league', String(params.league));
  if (params.team) search.set('team', String(params.team));
  if (params.page && params.page > 1) search.set('page', String(params.page));
  return search.size > 0 ? `${path}?${search}` : path;
}
