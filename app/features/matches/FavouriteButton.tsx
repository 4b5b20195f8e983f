import { useTranslation } from 'react-i18next';
import { askToSignIn, setFavourite, useFavourite } from './favourites.ts';
import { useScreen } from './ScreenContext.tsx';

/**
 * The star of a row or of the match header. Signed in, it follows or unfollows the match on the
 * server (`match/attention`); a guest is told to log in and gets the login dialog.
 */
export function FavouriteButton(props: { matchId: number; loaded: boolean | undefined; matchName: string }) {
  const { t } = useTranslation('matches');
  const { signedIn } = useScreen();
  const favourite = useFavourite(props.matchId, props.loaded) && signedIn;
  const label = t(favourite ? 'row.unfollow' : 'row.follow', { match: props.matchName });
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      aria-haspopup={signedIn ? undefined : 'dialog'}
      onClick={() => {
        if (signedIn) void setFavourite(props.matchId, !favourite);
        else askToSignIn(t('loginToFollow'));
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="favourite-button__icon">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
