import { useTranslation } from '../../i18n/use-translation.ts';
import { askToSignIn } from '../auth/index.ts';
import { favourites } from './match-toggles.ts';
import { useScreen } from './ScreenContext.tsx';

/**
 * The star of a row or of the match header. Signed in, it follows or unfollows the match on the
 * server (`match/attention`); a guest is told to log in and gets the login dialog.
 */
export function FavouriteButton(props: { matchId: number; loaded: boolean | undefined; matchName: string }) {
  const { t } = useTranslation('matches');
  const { signedIn } = useScreen();
  const favourite = favourites.useValue(props.matchId, props.loaded) && signedIn;
  const label = t(favourite ? 'row.unfollow' : 'row.follow', { match: props.matchName });
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={favourite}
      aria-label={label}
      aria-haspopup={signedIn ? undefined : 'dialog'}
      onClick={() => {
        if (signedIn) void favourites.set(props.matchId, !favourite);
        else askToSignIn(t('loginToFollow'));
      }}
    />
  );
}
