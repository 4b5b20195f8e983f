/**
 * A team's squad by shirt number: number, player (to their page), position in words, nationality.
 * The squad panel (`/squadLibrary/components/squad`); the team page shows the same columns.
 */
import type { TeamInfo } from '../../../shared/games/contract.ts';
import { localName } from '../../../shared/games/names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { familyOf, positionText } from '../matches/index.ts';
import { countryName } from './country.ts';

export function SquadTable({ team }: { team: TeamInfo }) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const family = familyOf(team.game.gameId);
  if (team.players.length === 0) return <p className="library-empty">{t('team.noSquad')}</p>;
  return (
    <table className="library-table">
      <caption className="visually-hidden">
        {t('team.squadCaption', { team: localName(team, locale) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title={t('team.col.number')}>#</abbr>
          </th>
          <th scope="col">{t('team.col.player')}</th>
          <th scope="col">{t('team.col.position')}</th>
          <th scope="col">{t('team.col.nationality')}</th>
        </tr>
      </thead>
      <tbody>
        {team.players.map((p) => (
          <tr key={p.id}>
            <td dir="ltr">{p.number ?? ''}</td>
            <th scope="row" dir="auto">
              <Link to={`/playerLibrary/${p.id}`}>{localName(p, locale)}</Link>
            </th>
            <td>{p.position ? positionText(m, family, p.position) : ''}</td>
            <td>{p.nationality ? countryName(locale, p.nationality) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
