/**
 * What other code may use of the console (decision 013: a feature reaches another only through its
 * entry file): its sections and who may open them, for a link to the console (the account menu).
 * The pages are the routes' to mount (app/routes/admin/*).
 */
export { CONSOLE_HOME, CONSOLE_SECTIONS, type ConsoleSection, sectionsFor } from './model.ts';
