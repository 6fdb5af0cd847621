// The <option>s of a country select: ISO 3166-1 codes (contract/country-code.ts) named in the
// account's language by Intl.DisplayNames. Shared by the profile and the billing-address forms.
import { memo, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { countryOptions } from '@contract/country-code';
import { preferencesQuery } from '@/lib/preferences';

/**
 * Memoised on its own: the form re-renders on every keystroke, and 250 options need not be compared
 * each time. A country stored before the list was enforced stays selectable until changed.
 */
export const CountryOptions = memo(function CountryOptions({ stored }: { stored?: string }) {
  const language = useQuery(preferencesQuery).data?.language;
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <>
      {stored && !countries.some((c) => c.code === stored) && <option value={stored}>{stored}</option>}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
});
