/** Small pieces of the corrections screen: a subject's link and a corrected field's value. */
import type { ReactNode } from 'react';
import type { CorrectionKind } from '../../../../shared/competitions/model.ts';
import { localName } from '../../../../shared/games/names.ts';
import { findLanguage } from '../../../../shared/i18n/languages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../ui/links.tsx';
import { hitPath } from '../../search/index.ts';
import { useConsole } from '../ConsoleLayout.tsx';
import type { SubjectName } from './corrections.server.ts';
import { coachesOf, namesOf } from './corrections-model.ts';

/** A subject's name in the page's language, as a link to its library page, with its id. */
export function SubjectLink({
  kind,
  id,
  subject,
}: {
  kind: CorrectionKind;
  id: number;
  subject: SubjectName | null;
}) {
  const { t } = useTranslation('console');
  const { locale } = useConsole();
  const name = subject ? localName(subject, locale) : t('corrections.gone');
  return (
    <span>
      <Link to={hitPath({ kind, id })} className="console-link">
        <bdi>{name}</bdi>
      </Link>{' '}
      <span className="console-muted">{t('corrections.id', { id })}</span>
    </span>
  );
}

/** A field's value as text: names by language, coaches with their roles, nothing as "none". */
export function FieldValue({ field, value }: { field: string; value: unknown }): ReactNode {
  const { t } = useTranslation('console');
  const none = <span className="console-muted">{t('corrections.none')}</span>;
  if (value === null || value === undefined || value === '') return none;
  if (field === 'names') {
    const names = Object.entries(namesOf(value));
    if (names.length === 0) return none;
    return (
      <bdi>
        {names.map(([code, name]) => `${findLanguage(code)?.nativeName ?? code}: ${name}`).join(' · ')}
      </bdi>
    );
  }
  if (field === 'coaches') {
    const coaches = coachesOf(value);
    if (coaches.length === 0) return none;
    return (
      <bdi>
        {coaches
          .map(
            (c) =>
              `${c.name} (${t(`corrections.coachRoles.${c.role}`)}${c.nationality ? `, ${c.nationality}` : ''})`,
          )
          .join(' · ')}
      </bdi>
    );
  }
  if (typeof value === 'object') return <bdi>{JSON.stringify(value)}</bdi>;
  return <bdi>{String(value)}</bdi>;
}
