/**
 * What other features may use of live (decision 013): the page's one socket to `/ws`, to follow
 * channels. The header's badge (LiveStatus) is the shell's to mount.
 */
export { liveSocket } from './live-socket.ts';
