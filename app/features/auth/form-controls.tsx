import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../../ui/form.tsx';
import { AreaCodeSelect } from './AreaCodeSelect.tsx';
import type { Country } from './auth-api.ts';

/** A TextField whose label and placeholder default to the dialog's own. */
type PresetFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'placeholder'> & {
  label?: string;
  placeholder?: string;
};

/** An email address input. */
export function EmailField({ label, placeholder, ...field }: PresetFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('field.email')}
      placeholder={placeholder ?? t('field.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      {...field}
    />
  );
}

/** A phone number input, with the country or region code in front of it when `areaCode` is given. */
export function PhoneField({
  label,
  placeholder,
  areaCode,
  ...field
}: PresetFieldProps & {
  areaCode?: { label: string; value: Country; onChange: (country: Country) => void };
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('field.phone')}
      placeholder={placeholder ?? t('field.phonePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      leading={areaCode && <AreaCodeSelect {...areaCode} />}
      {...field}
    />
  );
}
