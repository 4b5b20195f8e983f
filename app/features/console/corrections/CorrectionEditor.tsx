/**
 * The correction editor of one league, team or player: its correctable fields (CORRECTABLE_FIELDS)
 * filled with what it shows now, each corrected one marked with the feed's value; its names as one
 * field per language the brand offers. Saving sends only the fields that were changed
 * (corrections-model.ts); the server's reason for refusing them shows under the form.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import {
  COACH_ROLES,
  CORRECTABLE_FIELDS,
  type CoachRole,
  type FeedValues,
} from '../../../../shared/competitions/model.ts';
import { localName } from '../../../../shared/games/names.ts';
import { findLanguage } from '../../../../shared/i18n/languages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { failureText } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form.tsx';
import { Link } from '../../../ui/links.tsx';
import { hitPath } from '../../search/index.ts';
import { useConsole } from '../ConsoleLayout.tsx';
import type { useConsoleAction } from '../use-console-action.ts';
import type { SubjectEditor } from './corrections.server.ts';
import { correctSubject } from './corrections-api.ts';
import {
  type CorrectableField,
  correctionFields,
  type Draft,
  draftOf,
  hrefWith,
} from './corrections-model.ts';
import { FieldValue } from './parts.tsx';
import '../../../ui/form.css';

/** Most coaches a team's correction takes (shared/competitions/contract.ts). */
const MAX_COACHES = 10;

type Action = ReturnType<typeof useConsoleAction>;
type ScalarField = Exclude<CorrectableField, 'names' | 'coaches'>;

export function CorrectionEditor({
  editor,
  languages,
  backToHits,
  action,
}: {
  editor: SubjectEditor;
  languages: readonly { code: string; name: string }[];
  /** The finder's hits are in the address: offer the way back to them. */
  backToHits: boolean;
  action: Action;
}) {
  const { t } = useTranslation('console');
  const { locale } = useConsole();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const kindName = t(`corrections.kinds.${editor.kind}`);
  const close = hrefWith(pathname, search, { subject: null, id: null, q: null });
  const name = editor.values ? localName(draftOf(editor.values), locale) : '';
  return (
    <section className="console-panel corrections-editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {editor.values
          ? t('corrections.editor.heading', { kind: kindName, name })
          : t('corrections.editor.notFoundHeading')}
      </h2>
      <p className="corrections-editor__meta">
        <span>
          {kindName} <span className="console-muted">{t('corrections.id', { id: editor.id })}</span>
        </span>
        {editor.values && (
          <Link to={hitPath(editor)} className="console-link">
            {t('corrections.openPage')}
          </Link>
        )}
        {backToHits && (
          <Link to={hrefWith(pathname, search, { id: null })} className="console-link">
            {t('corrections.editor.backToHits')}
          </Link>
        )}
        <Link to={close} className="console-link">
          {t('corrections.editor.close')}
        </Link>
      </p>
      {editor.values ? (
        <EditorForm editor={{ ...editor, values: editor.values }} languages={languages} action={action} />
      ) : (
        <p className="console-note">{t('corrections.editor.notFound', { kind: kindName, id: editor.id })}</p>
      )}
    </section>
  );
}

function EditorForm({
  editor,
  languages,
  action,
}: {
  editor: SubjectEditor & { values: FeedValues };
  languages: readonly { code: string; name: string }[];
  action: Action;
}) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState<Draft>(() => draftOf(editor.values));
  const [error, setError] = useState<string | null>(null);
  const fields = CORRECTABLE_FIELDS[editor.kind] as readonly CorrectableField[];
  const scalars = fields.filter((f): f is ScalarField => f !== 'names' && f !== 'coaches');
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(null);
  };
  const correctedNote = (field: CorrectableField): ReactNode =>
    editor.correction && field in editor.correction.fields ? (
      <>
        {t('corrections.editor.correctedNote')}{' '}
        <FieldValue field={field} value={editor.correction.feed[field]} />
      </>
    ) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changed = correctionFields(
      editor.kind,
      editor.values,
      draft,
      languages.map((l) => l.code),
    );
    if (Object.keys(changed).length === 0) {
      setError(t('corrections.editor.unchanged'));
      return;
    }
    setError(null);
    await action.run(async () => {
      try {
        await correctSubject(editor.kind, editor.id, changed);
      } catch (failure) {
        setError(failureText(failure));
        throw failure;
      }
    }, t('corrections.editor.saved'));
  }

  return (
    <form className="corrections-editor__form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="corrections-group">
        <legend>{t('corrections.editor.details')}</legend>
        <div className="corrections-row">
          {scalars.map((field) => (
            <ScalarInput
              key={field}
              field={field}
              value={draft[field]}
              onChange={(value) => set({ [field]: value })}
              note={correctedNote(field)}
            />
          ))}
        </div>
      </fieldset>
      <NamesInput
        names={draft.names}
        languages={languages}
        onChange={(names) => set({ names })}
        note={correctedNote('names')}
      />
      {fields.includes('coaches') && (
        <CoachesInput
          coaches={draft.coaches}
          onChange={(coaches) => set({ coaches })}
          note={correctedNote('coaches')}
        />
      )}
      <FormMessage error={error} info={action.done} />
      <div className="corrections-editor__buttons">
        <button
          type="submit"
          className="button button--primary"
          disabled={action.busy}
          aria-busy={action.busy || undefined}
        >
          {t('corrections.editor.save')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={action.busy}
          onClick={() => {
            setDraft(draftOf(editor.values));
            setError(null);
          }}
        >
          {t('corrections.editor.reset')}
        </button>
      </div>
    </form>
  );
}

/** How each single-value field is typed. */
const INPUTS: Record<
  ScalarField,
  { type?: 'text' | 'date'; inputMode?: 'numeric'; maxLength: number; hint?: string; upper?: boolean }
> = {
  name: { maxLength: 120 },
  shortName: { maxLength: 30 },
  country: { maxLength: 2, hint: 'corrections.editor.countryHint', upper: true },
  nationality: { maxLength: 2, hint: 'corrections.editor.countryHint', upper: true },
  founded: { inputMode: 'numeric', maxLength: 4, hint: 'corrections.editor.foundedHint' },
  number: { inputMode: 'numeric', maxLength: 3, hint: 'corrections.editor.numberHint' },
  position: { maxLength: 20 },
  birthDate: { type: 'date', maxLength: 10 },
};

/** A labelled field with its rule and, when corrected, the feed's value under it. */
function FieldShell({
  id,
  label,
  hint,
  note,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="form-field__hint">
          {note}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, note: unknown) =>
  [hint ? `${id}-hint` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;

function ScalarInput({
  field,
  value,
  onChange,
  note,
}: {
  field: ScalarField;
  value: string;
  onChange: (value: string) => void;
  note: ReactNode;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const input = INPUTS[field];
  const hint = input.hint ? t(input.hint) : undefined;
  return (
    <FieldShell id={id} label={t(`corrections.fields.${field}`)} hint={hint} note={note}>
      <input
        id={id}
        name={field}
        className="form-field__input"
        type={input.type ?? 'text'}
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        value={value}
        onChange={(e) => onChange(input.upper ? e.target.value.toUpperCase() : e.target.value)}
        autoComplete="off"
        dir={input.type === 'date' || input.inputMode || input.upper ? 'ltr' : 'auto'}
        aria-describedby={describedBy(id, hint, note)}
      />
    </FieldShell>
  );
}

/** One name per language the brand offers (empty: the main name shows in that language). */
function NamesInput({
  names,
  languages,
  onChange,
  note,
}: {
  names: Record<string, string>;
  languages: readonly { code: string; name: string }[];
  onChange: (names: Record<string, string>) => void;
  note: ReactNode;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <fieldset className="corrections-group" aria-describedby={`${id}-hint`}>
      <legend>{t('corrections.fields.names')}</legend>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('corrections.editor.namesHint')}
      </p>
      {note && <p className="form-field__hint">{note}</p>}
      <div className="corrections-row">
        {languages.map((language) => (
          <FieldShell key={language.code} id={`${id}-${language.code}`} label={language.name}>
            <input
              id={`${id}-${language.code}`}
              className="form-field__input"
              lang={findLanguage(language.code)?.tag}
              dir="auto"
              maxLength={120}
              value={names[language.code] ?? ''}
              onChange={(e) => onChange({ ...names, [language.code]: e.target.value })}
              autoComplete="off"
            />
          </FieldShell>
        ))}
      </div>
    </fieldset>
  );
}

/** A team's coaches: role, name and nationality each, head coach first; added and removed here. */
function CoachesInput({
  coaches,
  onChange,
  note,
}: {
  coaches: Draft['coaches'];
  onChange: (coaches: Draft['coaches']) => void;
  note: ReactNode;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const change = (index: number, patch: Partial<Draft['coaches'][number]>) =>
    onChange(coaches.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <fieldset className="corrections-group">
      <legend>{t('corrections.fields.coaches')}</legend>
      {note && <p className="form-field__hint">{note}</p>}
      {coaches.length === 0 && <p className="console-muted">{t('corrections.editor.noCoaches')}</p>}
      {coaches.map((coach, index) => {
        const row = `${id}-${index}`;
        const label = t('corrections.editor.coachNumber', { n: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; none has an id
          <fieldset key={index} className="corrections-coach">
            <legend className="visually-hidden">{label}</legend>
            <FieldShell id={`${row}-role`} label={t('corrections.editor.coachRole')}>
              <select
                id={`${row}-role`}
                className="form-field__input"
                value={coach.role}
                onChange={(e) => change(index, { role: e.target.value as CoachRole })}
              >
                {COACH_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`corrections.coachRoles.${role}`)}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={`${row}-name`} label={t('corrections.editor.coachName')}>
              <input
                id={`${row}-name`}
                className="form-field__input"
                value={coach.name}
                maxLength={120}
                dir="auto"
                autoComplete="off"
                onChange={(e) => change(index, { name: e.target.value })}
              />
            </FieldShell>
            <FieldShell id={`${row}-nationality`} label={t('corrections.fields.nationality')}>
              <input
                id={`${row}-nationality`}
                className="form-field__input"
                value={coach.nationality}
                maxLength={2}
                dir="ltr"
                autoComplete="off"
                onChange={(e) => change(index, { nationality: e.target.value.toUpperCase() })}
              />
            </FieldShell>
            <button
              type="button"
              className="button button--secondary console-button--small"
              aria-label={t('corrections.editor.removeCoachLabel', { n: index + 1 })}
              onClick={() => onChange(coaches.filter((_, i) => i !== index))}
            >
              {t('corrections.editor.removeCoach')}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--secondary console-button--small"
        disabled={coaches.length >= MAX_COACHES}
        onClick={() =>
          onChange([
            ...coaches,
            { role: coaches.length === 0 ? 'head' : 'assistant', name: '', nationality: '', names: {} },
          ])
        }
      >
        {t('corrections.editor.addCoach')}
      </button>
    </fieldset>
  );
}
