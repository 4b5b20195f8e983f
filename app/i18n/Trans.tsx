import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { Translate, TranslateOptions } from '../../shared/i18n/translate.ts';

const TAG = /<([A-Za-z][\w-]*)>([\s\S]*?)<\/\1>|<([A-Za-z][\w-]*)\s*\/>/g;

/**
 * A translated text with elements inside it: `<name>words</name>` in the catalog becomes
 * `components.name` holding the words, so a link sits where each language's grammar puts it. A tag
 * no component is named for shows its words alone.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: Translate;
  i18nKey: string;
  values?: TranslateOptions;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const inner = match[2];
    const component = components[name];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length }, inner)
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
