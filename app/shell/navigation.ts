/** The main navigation of spec section 2, in its order. Labels are `common:nav.<key>`. */
export const MAIN_NAV = [
  { key: 'home', href: '/' },
  { key: 'match', href: '/match' },
  { key: 'news', href: '/news/all' },
  { key: 'video', href: '/videos/videoList' },
  { key: 'tips', href: '/expert' },
  { key: 'data', href: '/live/data' },
  { key: 'league', href: '/leagueLibrary' },
  { key: 'team', href: '/squadLibrary' },
  { key: 'player', href: '/playerLibrary' },
  { key: 'tipster', href: '/expert/allExperts' },
  { key: 'download', href: '/download' },
] as const;
