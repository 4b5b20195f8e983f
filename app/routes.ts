import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of spec section 2, in the spec's order. The language prefix (`/en_US/...`) is not a
 * route segment: the server serves each language under its own basename.
 * `page(path, id)` is a section shell: its heading and head come from `locales/<lang>/pages.json`
 * under `id`; a domain's issue replaces the shell with its own module.
 */
const page = (path: string, id: string) => route(path, 'routes/section.tsx', { id });
const item = (path: string, id: string) => route(path, 'routes/item.tsx', { id });
/** A legal or brand page (features/legal): its text is the `legal` catalog, its title pages.json's `id`. */
const legal = (path: string, id: string) => route(path, 'routes/legal.tsx', { id });

export default [
  index('routes/home.tsx'),

  // General
  legal('/about', 'about'),
  page('/anchorCenter', 'anchorCenter'),
  page('/caijian', 'caijian'),
  legal('/certificate', 'certificate'),
  page('/channel', 'channel'),
  page('/creatorCenter', 'creatorCenter'),
  legal('/download', 'download'),
  page('/expert', 'expert'),
  page('/jiami', 'jiami'),
  route('/leagueLibrary', 'routes/league-index.tsx', { id: 'leagueLibrary' }),
  page('/live2', 'live2'),
  page('/mall', 'mall'),
  route('/playerLibrary', 'routes/player-index.tsx', { id: 'playerLibrary' }),
  page('/salesmartly', 'salesmartly'),
  route('/squadLibrary', 'routes/squad-index.tsx', { id: 'squadLibrary' }),
  page('/svga', 'svga'),
  // Anchor
  page('/anchor/anchorList', 'anchorList'),
  page('/anchorCenter/live', 'anchorCenterLive'),
  page('/anchorCenter/liveLinkDetails', 'anchorCenterLiveLinkDetails'),
  page('/anchorCenter/revenueDetails', 'anchorCenterRevenueDetails'),
  // Channel
  page('/channel/gold', 'channelGold'),
  page('/channel/statistical', 'channelStatistical'),
  page('/channel/user', 'channelUser'),
  page('/channel/water', 'channelWater'),
  // Creator
  page('/creatorCenter/dataShow', 'creatorDataShow'),
  page('/creatorCenter/progComponent', 'creatorProgComponent'),
  page('/creatorCenter/progManage', 'creatorProgManage'),
  // Expert
  page('/expert/allExperts', 'expertAll'),
  page('/expert/specialist', 'expertSpecialist'),
  // Live data
  route('/live/data', 'routes/live-data.tsx', { id: 'liveData' }),
  // Protocol pages
  legal('/protocol/complaint', 'protocolComplaint'),
  legal('/protocol/cooperation', 'protocolCooperation'),
  legal('/protocol/power', 'protocolPower'),
  legal('/protocol/privacy', 'protocolPrivacy'),
  legal('/protocol/responsibility', 'protocolResponsibility'),
  legal('/protocol/service', 'protocolService'),
  // User area
  route('/userInfo/exchange', 'routes/user/list.tsx', { id: 'userExchange' }),
  // Feedback and the invitation record (spec section 2 names the screens, not their paths).
  route('/userInfo/feedback', 'routes/user/feedback.tsx', { id: 'userFeedback' }),
  route('/userInfo/invite', 'routes/user/invite.tsx', { id: 'userInvite' }),
  route('/userInfo/focus', 'routes/user/focus.tsx', { id: 'userFocus' }),
  route('/userInfo/info', 'routes/user/info.tsx', { id: 'userInfo' }),
  route('/userInfo/myOrder', 'routes/user/list.tsx', { id: 'userMyOrder' }),
  route('/userInfo/preferences', 'routes/user/preferences.tsx', { id: 'userPreferences' }),
  route('/userInfo/send', 'routes/user/reservations.tsx', { id: 'userSend' }),
  route('/userInfo/setting', 'routes/user/setting.tsx', { id: 'userSetting' }),
  route('/userInfo/userNews', 'routes/user/list.tsx', { id: 'userNews' }),
  route('/userInfo/userPost', 'routes/user/posts.tsx', { id: 'userPost' }),
  route('/userInfo/vip', 'routes/user/vip.tsx', { id: 'userVip' }),
  route('/userInfo/water', 'routes/user/water.tsx', { id: 'userWater' }),
  // Sub-component pages
  // One panel of a library page on its own (features/competitions/panels.tsx), for a brand's other sites.
  route('/leagueLibrary/components/*', 'routes/library-panel.tsx', { id: 'leagueComponents' }),
  route('/playerLibrary/components/*', 'routes/library-panel.tsx', { id: 'playerComponents' }),
  route('/squadLibrary/components/*', 'routes/library-panel.tsx', { id: 'squadComponents' }),
  route('/userInfo/components/menu', 'routes/user/menu.tsx', { id: 'userMenu' }),

  // Parameterised routes
  item('/mall/details/:id?', 'mallDetails'),
  item('/anchor/:id?', 'anchor'),
  item('/customLive/:id?', 'customLive'),
  item('/expert/:id', 'expertDetail'),
  route('/leagueLibrary/:id', 'routes/league-detail.tsx', { id: 'leagueDetail' }),
  item('/live/:id?', 'live'),
  route('/match/:game?', 'routes/match-list.tsx', { id: 'match' }),
  route('/news/:game', 'routes/news.tsx', { id: 'newsList' }),
  route('/playerLibrary/:id', 'routes/player-detail.tsx', { id: 'playerDetail' }),
  legal('/protocol/:id?', 'protocol'),
  route('/s/:text', 'routes/search.tsx', { id: 'shortLink' }),
  route('/search/:text', 'routes/search.tsx', { id: 'search' }),
  route('/squadLibrary/:id', 'routes/squad-detail.tsx', { id: 'squadDetail' }),
  route('/userInfo/:id?', 'routes/user/profile.tsx', { id: 'userProfile' }),
  route('/videos/:game', 'routes/videos.tsx', { id: 'videos' }),
  route('/videos/:game?/videoList', 'routes/video-list.tsx', { id: 'videoList' }),
  route('/news/:game/:id', 'routes/news-article.tsx', { id: 'newsArticle' }),
  route('/videos/:game/:id', 'routes/video.tsx', { id: 'video' }),
  route('/:game/data', 'routes/game-data.tsx', { id: 'gameData' }),
  // A game's live scores (the footer's "live scores per game"): the match list of one game.
  route('/:game', 'routes/match-list.tsx', { id: 'game' }),
  route('/:game/:id', 'routes/game-match.tsx', { id: 'gameMatch' }),

  // The header search box's form without scripts (not in the spec's tables): sends `?text=` on to
  // `/search/{text}`.
  route('/search', 'routes/search.tsx', { id: 'searchForm' }),

  // The operator console (issue 15; not in the spec's tables): any staff role opens its home, each
  // section its own roles (middleware/access.ts; the loaders check again).
  route('/admin', 'routes/admin/index.tsx', { id: 'consoleHome' }),
  route('/admin/users', 'routes/admin/users.tsx', { id: 'consoleUsers' }),
  route('/admin/users/:uid', 'routes/admin/user.tsx', { id: 'consoleUser' }),
  route('/admin/review', 'routes/admin/review.tsx', { id: 'consoleReview' }),
  route('/admin/audit', 'routes/admin/audit.tsx', { id: 'consoleAudit' }),
  route('/admin/comments', 'routes/admin/comments.tsx', { id: 'consoleComments' }),
  route('/admin/posts', 'routes/admin/posts.tsx', { id: 'consolePosts' }),
  route('/admin/news', 'routes/admin/news.tsx', { id: 'consoleNews' }),
  route('/admin/news/new', 'routes/admin/news-edit.tsx', { id: 'consoleNewsNew' }),
  route('/admin/news/:article', 'routes/admin/news-edit.tsx', { id: 'consoleNewsArticle' }),
  route('/admin/videos', 'routes/admin/videos.tsx', { id: 'consoleVideos' }),
  route('/admin/videos/new', 'routes/admin/video-edit.tsx', { id: 'consoleVideoNew' }),
  route('/admin/videos/:video', 'routes/admin/video-edit.tsx', { id: 'consoleVideo' }),
  route('/admin/words', 'routes/admin/words.tsx', { id: 'consoleWords' }),
  route('/admin/games', 'routes/admin/games.tsx', { id: 'consoleGames' }),
  route('/admin/corrections', 'routes/admin/corrections.tsx', { id: 'consoleCorrections' }),
  route('/admin/outbox', 'routes/admin/outbox.tsx', { id: 'adminOutbox' }),
  route('/admin/brand', 'routes/admin/brand.tsx', { id: 'consoleBrand' }),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
