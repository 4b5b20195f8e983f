/** What `login-forms.ts` loads on the dialog's first opening: its two panels. */
export { NewerLogin } from './NewerLogin.tsx';
export { OlderLogin } from './OlderLogin.tsx';
