/**
 * What other features may use of matches (decision 013): the short match lists with W/D/L and the
 * league table (a team's and a league's library pages), team logos, statistics and positions in
 * words, and the provider of the viewer's zone those need.
 */

export { FormList, ResultBadge } from './FormList.tsx';
export { familyOf, positionText } from './format.ts';
export { formatShortDay, formatStat } from './intl.ts';
export { ScreenProvider, useScreen } from './ScreenContext.tsx';
export { type StandingsRow, StandingsTable } from './StandingsTable.tsx';
export { TeamLogo } from './TeamLogo.tsx';
