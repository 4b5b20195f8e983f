/**
 * What other features may use of matches (decision 013): the short match lists with W/D/L (a team's
 * results and fixtures on its library page), team logos, positions in words, and the provider of
 * the viewer's zone those need.
 */

export { FormList, ResultBadge } from './FormList.tsx';
export { familyOf, positionText } from './format.ts';
export { ScreenProvider } from './ScreenContext.tsx';
export { type StandingsRow, StandingsTable } from './StandingsTable.tsx';
export { TeamLogo } from './TeamLogo.tsx';
