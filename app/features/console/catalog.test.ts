/**
 * The `console` catalog names every value of the console's model the pages show (roles, queues,
 * states, report and decision reasons, audit actions, mute durations), in every language; and it
 * travels only with the console pages, never in the page script of the rest of the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  DECISION_REASONS,
  GRANTABLE_ROLES,
  REPORT_REASONS,
  REVIEW_QUEUES,
  REVIEW_STATES,
} from '../../../shared/console/model.ts';
import { LANGUAGES, NAMESPACES, PAGE_NAMESPACES } from '../../../shared/i18n/languages.ts';
import { lookup } from '../../../shared/i18n/translate.ts';
import { CONSOLE_SECTIONS, MUTE_HOURS } from './model.ts';

const locales = path.join(import.meta.dirname, '..', '..', '..', 'locales');
const read = (code: string, ns: string) =>
  JSON.parse(readFileSync(path.join(locales, code, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Every key the console's pages build from the model's values. */
const modelKeys = [
  ...GRANTABLE_ROLES.map((role) => `roles.${role}`),
  ...REVIEW_QUEUES.map((queue) => `queues.${queue}`),
  ...REVIEW_STATES.map((state) => `states.${state}`),
  ...REPORT_REASONS.map((reason) => `reportReasons.${reason}`),
  ...Object.values(DECISION_REASONS).flatMap((reasons) => reasons.map((r) => `decisionReasons.${r}`)),
  ...AUDIT_ACTIONS.map((action) => `actions.${action}`),
  ...MUTE_HOURS.map((hours) => `user.mute.options.${hours}`),
  ...CONSOLE_SECTIONS.flatMap((section) => [`nav.${section.key}`, `home.${section.key}`]),
];

describe('the console catalog', () => {
  it.each(LANGUAGES.map((l) => l.code))('names every role, queue, state, reason and action in %s', (code) => {
    const catalog = read(code, 'console');
    const missing = modelKeys.filter((key) => typeof lookup(catalog, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('travels only with the console pages (a namespace, but not a page one)', () => {
    expect(NAMESPACES).toContain('console');
    expect(PAGE_NAMESPACES as readonly string[]).not.toContain('console');
  });

  it('titles every console page in pages.json', () => {
    for (const { code } of LANGUAGES) {
      const pages = read(code, 'pages');
      for (const page of ['consoleHome', 'consoleUsers', 'consoleUser', 'consoleReview', 'consoleAudit']) {
        expect(typeof lookup(pages, `${page}.title`), `${code} ${page}`).toBe('string');
        expect(typeof lookup(pages, `${page}.description`), `${code} ${page}`).toBe('string');
      }
      expect(lookup(pages, 'consoleUser.titleWithName'), code).toContain('{{name}}');
    }
  });
});
