/**
 * What other features may use of auth (decision 013: a feature reaches another only through its
 * entry file). Functions and small field components only: the dialog, its panels and the header's
 * account menu are the shell's to mount (app/shell), so no importer pulls them in.
 */

// The verification-code kit the account's security forms (features/users) share with the dialog:
// the code field and its countdown, the address fields, the form wiring and the account rules.
export { type Country, sendEmailCode, sendMobileCode } from './auth-api.ts';
export { useCountdown } from './countdown.ts';
export { CodeField } from './fields.tsx';
export { EmailField, PhoneField } from './form-controls.tsx';
// The session in the page: who is signed in, signing out, and asking a guest to sign in.
export {
  askToSignIn,
  hydrateSession,
  openLoginModal,
  saveCredentials,
  signOut,
} from './session.ts';
export { useDefaultCountry } from './sign-in-facts.ts';
export { useAuthForm } from './use-auth-form.ts';
export {
  type ValidationKey,
  validateCode,
  validateEmail,
  validateNewPassword,
  validatePhone,
  validateUsername,
} from './validation.ts';
