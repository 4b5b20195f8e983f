import { type ReactNode, useId } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import '../../ui/form.css';

/**
 * A console list's filters: a plain GET form of labelled fields, so it works before the page's
 * scripts run (and after, as a client navigation). Sending it starts at page 1 (`page` is not one
 * of its fields); "Clear filters" opens the list without any.
 */
export function ConsoleFilters({
  label,
  submit,
  note,
  children,
}: {
  label: string;
  /** The submit button's text ("Apply filters" unless given). */
  submit?: string;
  /** A note under the fields (give its id to the fields it explains as `describedBy`). */
  note?: { id: string; text: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const { pathname, search } = useLocation();
  return (
    // The key starts the fields afresh from the address after a navigation (their values are the defaults).
    <Form key={search} method="get" className="console-filters" role="search" aria-label={label}>
      <div className="console-filters__fields">{children}</div>
      <div className="console-filters__buttons">
        <button type="submit" className="button">
          {submit ?? t('table.apply')}
        </button>
        {search && (
          <Link to={pathname} className="button button--quiet">
            {t('table.clear')}
          </Link>
        )}
      </div>
      {note && (
        <p id={note.id} className="form-field__hint console-filters__note">
          {note.text}
        </p>
      )}
    </Form>
  );
}

/** A labelled text, number or date field of a filter form (its value comes from the address). */
export function FilterField({
  name,
  label,
  value,
  type = 'text',
  hint,
  describedBy,
  wide,
  ...input
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  type?: 'text' | 'search' | 'number' | 'date';
  hint?: string;
  /** The id of a note elsewhere in the form that explains the field. */
  describedBy?: string;
  /** Takes a whole row on its own (the users' one search field). */
  wide?: boolean;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  min?: number;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div className={`form-field console-filters__field${wide ? ' console-filters__field--wide' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">
        <input
          {...input}
          id={id}
          name={name}
          type={type}
          className="form-field__input"
          defaultValue={value ?? ''}
          aria-describedby={
            [hint ? `${id}-hint` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
          }
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select of a filter form; `options` are value and text. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="form-field console-filters__field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">
        <select id={id} name={name} className="form-field__input" defaultValue={value ?? ''}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A labelled checkbox of a filter form, sending `name=1` when ticked. */
export function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const id = useId();
  return (
    <div className="console-filters__field console-filters__check">
      <input id={id} type="checkbox" name={name} value="1" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
