/**
 * What other features may use of the user centre (decision 013: a feature reaches another only
 * through its entry file): its pages, for the header's account menu (features/auth).
 */
export { ACCOUNT_MENU, type AccountMenuKey } from './menu.ts';
