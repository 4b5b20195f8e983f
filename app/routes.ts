import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Every route of the site. The site-shell issue fills in the full list of spec section 2. */
export default [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')] satisfies RouteConfig;
