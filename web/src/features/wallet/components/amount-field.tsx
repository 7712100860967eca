import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { FormField, type FieldProps } from "../../../ui/form/index.ts";

/**
 * The amount of a deposit or a withdrawal: the decimal keypad, the limits as
 * the placeholder (none when amounts are not limited), the error under it,
 * and an optional control beside it (withdraw's 'All').
 */
export function AmountField({
  label,
  limits,
  symbol,
  error,
  field,
  trailing,
}: {
  label: string;
  limits: { min: number; max: number } | undefined;
  symbol: string | undefined;
  error: string | undefined;
  field: FieldProps<string>;
  trailing?: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <FormField label={label} required error={error} trailing={trailing}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={limits ? LL.wallet.limits({ min: formatMoney(limits.min, symbol), max: formatMoney(limits.max, symbol) }) : undefined}
          {...describedBy}
          {...field}
        />
      )}
    </FormField>
  );
}
