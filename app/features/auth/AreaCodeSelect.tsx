import { useEffect, useState } from 'react';
import { type Country, countryList } from './auth-api.ts';

let countries: Promise<Country[]> | undefined;

/** `GET login/loginCountryList`, once per page; a failure keeps the default and is retried next time. */
function loadCountries(): Promise<Country[]> {
  countries ??= countryList().then(
    (list) => (Array.isArray(list) ? list : []),
    () => {
      countries = undefined;
      return [];
    },
  );
  return countries;
}

/**
 * The entry of `list` that stands for `value`: the same country, else the first of the same calling
 * code (the default may name only a code, or a country the list names otherwise).
 */
export function matchCountry(list: readonly Country[], value: Country): Country | undefined {
  return (
    list.find((country) => country.countryAbbr === value.countryAbbr) ??
    list.find((country) => country.countryArea === value.countryArea)
  );
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
        if (live && loaded.length > 0) setList(loaded);
      });
    return () => {
      live = false;
    };
  }, []);
  // Once the list has come, the value is one of its entries (so the select shows what is sent).
  useEffect(() => {
    if (list.includes(value)) return;
    const match = matchCountry(list, value);
    if (match && match !== value) onChange(match);
  }, [list, value, onChange]);
  const selected = matchCountry(list, value);
  const shown = selected ? list : [value, ...list];
  return (
    <select
      className="form-field__addon auth-area-code"
      aria-label={label}
      value={(selected ?? value).countryAbbr}
      onChange={(event) => {
        const chosen = list.find((country) => country.countryAbbr === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {shown.map((country) => (
        <option key={country.countryAbbr} value={country.countryAbbr} title={country.name}>
          {`${country.countryAvatar} ${country.countryAbbr} ${country.countryArea}`}
        </option>
      ))}
    </select>
  );
}
