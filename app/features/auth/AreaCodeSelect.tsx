import { useEffect, useState } from 'react';
import { type Country, countryList } from './auth-api.ts';

/** Spec section 9: "Default language / area code zh_CN / +86". */
export const DEFAULT_COUNTRY: Country = { countryAbbr: 'CN', countryArea: '+86', countryAvatar: '🇨🇳' };
let countries: Promise<Country[]> | undefined;

/** `GET login/loginCountryList`, once per page; a failure keeps +86 and is retried next time. */
function loadCountries(): Promise<Country[]> {
  countries ??= countryList().then(
    (list) => (Array.isArray(list) && list.length > 0 ? list : [DEFAULT_COUNTRY]),
    () => {
      countries = undefined;
      return [DEFAULT_COUNTRY];
    },
  );
  return countries;
}

/** The country or region code in front of a phone number; `label` is its accessible name. */
export function AreaCodeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Country;
  onChange: (country: Country) => void;
}) {
  const [list, setList] = useState<Country[]>([value]);
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(loadCountries)
      .then((loaded) => {
        if (live) setList(loaded);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <select
      className="form-field__addon auth-area-code"
      aria-label={label}
      value={value.countryAbbr}
      onChange={(event) => {
        const chosen = list.find((country) => country.countryAbbr === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {list.map((country) => (
        <option key={country.countryAbbr} value={country.countryAbbr} title={country.name}>
          {`${country.countryAvatar} ${country.countryAbbr} ${country.countryArea}`}
        </option>
      ))}
    </select>
  );
}
