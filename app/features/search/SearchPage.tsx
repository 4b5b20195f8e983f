/**
 * `/search/{text}` (and `/s/{text}`): the hits of every kind, grouped, best first (teams, players,
 * leagues; the kind whose best hit matched best leads), each linking to its library page, with the
 * matches of the best team; `?kind=` browses one kind page by page. A query search refuses (empty,
 * one Latin letter, too long) says why, in the viewer's language.
 */
import { allNames, localName } from '../../../shared/games/names.ts';
import type { SearchGroup, SearchHit } from '../../../shared/search/contract.ts';
import { searchKey } from '../../../shared/search/normalize.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { FormList, ScreenProvider, TeamLogo } from '../matches/index.ts';
import { hitPath } from './paths.ts';
import { SearchForm } from './SearchBox.tsx';
import type { SearchPageData } from './search.server.ts';
import './search.css';

const PROBLEM_KEYS = { empty: 'errors:searchEmpty', short: 'errors:searchShort', long: 'errors:searchLong' };

/** Another name of the hit that holds what was typed (a Chinese name found from an English page). */
function matchedAlias(hit: SearchHit, shown: string, text: string): string | null {
  const key = searchKey(text);
  return allNames(hit).find((name) => name !== shown && searchKey(name).includes(key)) ?? null;
}

function Hit({ hit, text }: { hit: SearchHit; text: string }) {
  const { t, i18n } = useTranslation('search');
  const name = localName(hit, i18n.language);
  const alias = matchedAlias(hit, name, text);
  const facts = [
    hit.gameId !== null ? t(`games:${hit.gameId}`) : null,
    hit.team ? t('hit.playsFor', { team: localName(hit.team, i18n.language) }) : null,
    hit.season ? t('hit.season', { season: hit.season }) : null,
  ].filter((fact): fact is string => !!fact);
  return (
    <li className="search-hit" data-kind={hit.kind} data-match={hit.match}>
      <TeamLogo team={{ id: hit.id, name, shortName: hit.shortName, logo: hit.logo }} size={28} />
      <span className="search-hit__text">
        <Link className="search-hit__name" to={hitPath(hit)} dir="auto">
          {name}
        </Link>
        {alias && (
          <span className="search-hit__alias" dir="auto">
            {alias}
          </span>
        )}
        {hit.match === 'similar' && <span className="search-hit__similar">{t('page.similar')}</span>}
        <span className="search-hit__facts" dir="auto">
          {facts.join(' · ')}
        </span>
      </span>
    </li>
  );
}

function Group({ group, text, browsing }: { group: SearchGroup; text: string; browsing: boolean }) {
  const { t } = useTranslation('search');
  const id = `search-${group.kind}`;
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id}>{t(`kind.${group.kind}`)}</h2>
      <ul className="search-hits">
        {group.hits.map((hit) => (
          <Hit key={hit.id} hit={hit} text={text} />
        ))}
      </ul>
      {!browsing && group.more && (
        <Link className="search-group__more" to={`?kind=${group.kind}`}>
          {t(`page.more.${group.kind}`)}
        </Link>
      )}
    </section>
  );
}

export function SearchPage({ data }: { data: SearchPageData }) {
  const { t, i18n } = useTranslation('search');
  const { text, result, problem, matches, kind, page } = data;
  const groups = result?.groups.filter((g) => g.hits.length > 0) ?? [];
  const browsed = result?.groups[0];
  return (
    <ScreenProvider tz={data.tz} renderedAt={data.renderedAt}>
      <article className="page search-page">
        <header className="page__head">
          <h1 dir="auto">{problem ? t('page.title') : t('page.heading', { text })}</h1>
          <p>{t('page.lead')}</p>
          <SearchForm key={text} defaultValue={text} suggest={false} />
        </header>
        {problem && (
          <p className="search-page__problem" role="alert">
            {t(PROBLEM_KEYS[problem.reason], problem)} {t('page.refused')}
          </p>
        )}
        {result && groups.length === 0 && (
          <EmptyState message={`${t('page.empty', { text })} ${t('page.tips')}`} />
        )}
        {kind && result && (
          <nav className="search-page__back">
            <Link to=".">{t('page.allKinds')}</Link>
          </nav>
        )}
        {matches && (matches.next.length > 0 || matches.results.length > 0) && (
          <section className="search-group search-group--matches" aria-labelledby="search-matches">
            <h2 id="search-matches">{t('matchesOf', { team: localName(matches.team, i18n.language) })}</h2>
            {matches.next.length > 0 && (
              <FormList matches={matches.next} abbr={matches.team.abbr ?? ''} upcoming />
            )}
            {matches.results.length > 0 && (
              <FormList matches={matches.results} teamId={matches.team.id} abbr={matches.team.abbr ?? ''} />
            )}
          </section>
        )}
        {groups.map((group) => (
          <Group key={group.kind} group={group} text={text} browsing={kind !== null} />
        ))}
        {kind && browsed && (page > 1 || browsed.more) && (
          <nav className="search-page__pages" aria-label={t('page.pageOf', { page })}>
            {page > 1 && (
              <Link rel="prev" to={`?kind=${kind}${page > 2 ? `&page=${page - 1}` : ''}`}>
                {t('page.previous')}
              </Link>
            )}
            <span aria-current="page">{t('page.pageOf', { page })}</span>
            {browsed.more && (
              <Link rel="next" to={`?kind=${kind}&page=${page + 1}`}>
                {t('page.next')}
              </Link>
            )}
          </nav>
        )}
      </article>
    </ScreenProvider>
  );
}
