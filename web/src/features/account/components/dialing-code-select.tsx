import { useEffect } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { countries as countriesQuery } from "../api/get-countries.ts";

/**
 * The dialing-code picker of a mobile-number field (spec §2), from GET
 * /wps/system/country. The native select opens the phone's own picker; what
 * shows is "+60". Until a code is chosen the first country's applies.
 */
export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { LL, locale } = useI18nContext();
  const countries = useApiQuery(countriesQuery, locale).data ?? [];
  const first = countries[0]?.countryDialingCode;

  useEffect(() => {
    if (value === "" && first !== undefined) onChange(first);
  }, [value, first, onChange]);

  return (
    <span className="dialing-code">
      <span className="dialing-code__shown" aria-hidden="true">
        +{value || "—"}
      </span>
      <select
        className="dialing-code__select"
        aria-label={LL.account.fields.countryDialingCode()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === "" ? <option value="">—</option> : null}
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode}>
            +{country.countryDialingCode} {country.countryName}
          </option>
        ))}
        {value !== "" && !countries.some((country) => country.countryDialingCode === value) ? <option value={value}>+{value}</option> : null}
      </select>
    </span>
  );
}
