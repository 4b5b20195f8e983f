import { useId } from 'react';
import { REVIEW_QUEUES } from '../../../shared/console/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { useConsole } from './ConsoleLayout.tsx';
import { type ConsoleSection, sectionsFor } from './model.ts';
import { RoleList } from './parts.tsx';

/** /admin: a card per section the viewer's roles open; the review card counts the pending items per queue. */
export function ConsoleHome({ pending }: { pending: Record<string, number> | null }) {
  const { t } = useTranslation('console');
  const { roles } = useConsole();
  const sections = sectionsFor(roles);
  return (
    <>
      <div className="console-home__roles">
        <span>{t('home.yourRoles')}</span>
        <RoleList roles={roles} />
      </div>
      {sections.length === 0 ? (
        <EmptyState message={t('home.none')} />
      ) : (
        <ul className="console-cards">
          {sections.map((section) => (
            <SectionCard key={section.key} section={section} pending={pending} />
          ))}
        </ul>
      )}
    </>
  );
}

function SectionCard({
  section,
  pending,
}: {
  section: ConsoleSection;
  pending: Record<string, number> | null;
}) {
  const { t } = useTranslation('console');
  const { locale } = useConsole();
  const headingId = useId();
  return (
    <li className="console-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-card__title">
        <Link to={section.path}>{t(`nav.${section.key}`)}</Link>
      </h2>
      <p className="console-card__text">{t(`home.${section.key}`)}</p>
      {section.key === 'review' && pending && (
        <div className="console-card__counts">
          <h3 className="console-card__subtitle">{t('home.pending')}</h3>
          <ul className="console-counts">
            {REVIEW_QUEUES.map((queue) => (
              <li key={queue}>
                <Link to={`/admin/review?queue=${queue}`} className="console-count">
                  <span>{t(`queues.${queue}`)}</span>
                  <span className="console-count__number">{formatNumber(pending[queue] ?? 0, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
