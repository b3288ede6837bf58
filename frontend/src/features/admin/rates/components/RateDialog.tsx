import * as z from "zod/mini";
import { SelectField, TextField } from "@/components/ui/form/fields";
import { bind, CrudDialog, optional, required } from "../../components/crud";
import { RATE_CURRENCIES, useSetExchangeRate, type RateCurrency } from "../api/rates";

// The form that sets one currency's rate for a day. The server checks the number and the
// date (its messages appear beside the fields); an empty date means today on the server's
// clock, so a reader in another time zone cannot set tomorrow's rate by mistake.

const schema = z.object({ currency: required("Currency"), rate: required("Rate"), date: optional() });
type Values = z.infer<typeof schema>;

export function RateDialog({ currency, onClose }: { currency: RateCurrency | null; onClose: () => void }) {
  const save = useSetExchangeRate();
  return (
    <CrudDialog<Values>
      open={currency !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Set exchange rate"
      description="Rupees for one unit of the currency. A second rate for the same day replaces the first."
      schema={schema}
      defaultValues={{ currency: currency ?? "USD", rate: "", date: "" }}
      busy={save.isPending}
      submitLabel="Save rate"
      onSubmit={(v) => save.mutateAsync({ currency: v.currency as RateCurrency, rate: Number(v.rate), date: v.date || null })}
    >
      {(form) => (
        <>
          <SelectField label="Currency" options={RATE_CURRENCIES} {...bind(form, "currency")} />
          <TextField label="Rupees per unit" inputMode="decimal" autoComplete="off" {...bind(form, "rate")} />
          <TextField label="Date" type="date" note="optional, today when empty" {...bind(form, "date")} />
        </>
      )}
    </CrudDialog>
  );
}
