import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AccountNav } from './AccountNav.tsx';
import { GuestPrompt } from './GuestPrompt.tsx';
import './users.css';

/**
 * The frame of every user-centre page: the account menu beside (desktop) or above (phone) the
 * page, whose heading and lead are its `pages.json` entry. Guests get the sign-in prompt instead
 * of the private content; `publicContent` is what a guest may see as well (VIP benefits, settings
 * kept on this device).
 */
export function UserCentreLayout(props: {
  /** The route id, which names the page's `pages.json` entry. */
  page: string;
  signedIn: boolean;
  children?: ReactNode;
  publicContent?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <div className="user-centre">
      <AccountNav />
      <article className="page user-centre__page">
        <header className="page__head">
          <h1>{t(`${props.page}.title`)}</h1>
          <p>{t(`${props.page}.description`)}</p>
        </header>
        <div className="page__body user-centre__body">
          {props.signedIn ? props.children : <GuestPrompt />}
          {props.publicContent}
        </div>
      </article>
    </div>
  );
}
