import { AccountNav } from '../../features/users/AccountNav.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/menu.ts';

/** /userInfo/components/menu: the account menu of the user area on its own. */
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userMenu' });

export default function AccountMenuPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page">
      <header className="page__head">
        <h1>{t('userMenu.title')}</h1>
        <p>{t('userMenu.description')}</p>
      </header>
      <div className="page__body">
        <AccountNav variant="page" />
      </div>
    </article>
  );
}
