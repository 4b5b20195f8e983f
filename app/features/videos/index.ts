/**
 * Videos (issue 15): the list, hub and video pages, and the match page's Playback tab (decision 013:
 * other code reaches a feature through its entry file).
 */
export { videoObjectJsonLd } from './json-ld.ts';
export { type PlaybackData, PlaybackPanel } from './PlaybackPanel.tsx';
export { HotVideos, listHref, VideoHubPage, VideoListPage } from './VideoLists.tsx';
export { VideoPage } from './VideoPage.tsx';
