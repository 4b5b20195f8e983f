import { useMatches } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageHead } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/section.ts';

/**
 * The shell of a section of the site (about, mall, user centre pages...): its route id names its
 * `pages.json` entry. A domain's issue replaces the shell with a module of its own.
 */
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: args.matches.at(-1)?.id });

export default function Section() {
  const { t } = useTranslation('pages');
  const id = useMatches().at(-1)?.id ?? '';
  return <PageShell title={t(`${id}.title`)} lead={t(`${id}.description`)} />;
}
