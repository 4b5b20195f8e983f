/**
 * The sign-in dialog's panels (the newer and the older dialog, with their forms, fields and rich
 * agreement text), loaded the first time the dialog opens rather than with every page: about 10 KB
 * of gzipped script most visits never use (issue 12: page weight). The dialog stays closed until
 * they are here, so it opens whole and the browser focuses its first control as before.
 */
import { isChunkLoadError, reloadOnceAMinute } from '../../lib/chunk-reload.ts';

export type LoginForms = typeof import('./login-panels.ts');

let loaded: LoginForms | null = null;
let loading: Promise<LoginForms> | null = null;

/** The panels when they have been loaded already (then the dialog renders them at once). */
export function loadedLoginForms(): LoginForms | null {
  return loaded;
}

/** Loads the panels once; a failed load may be tried again. */
export function loadLoginForms(): Promise<LoginForms> {
  loading ??= import('./login-panels.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      // A deploy replaced the chunks this page was built with (spec: reload, at most once a minute).
      if (isChunkLoadError(error)) reloadOnceAMinute();
      throw error;
    },
  );
  return loading;
}
