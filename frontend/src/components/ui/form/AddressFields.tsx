import { FieldRow, SelectField, TextField } from "./fields";
import type { BoundField } from "./bound";

// The postal address block shared by buyer registration and the profile's address
// editor: street (required), city (required) and state, ZIP code and country.

export type AddressFieldName = "street" | "city" | "state" | "zip" | "country";

type AddressFieldsProps = {
  /** The bound props and error of each field, e.g. `(name) => ({ ...register(name), error: errors[name]?.message })`. */
  field: (name: AddressFieldName) => BoundField;
  countries: readonly string[];
};

export function AddressFields({ field, countries }: AddressFieldsProps) {
  return (
    <>
      <TextField label="Street Address" autoComplete="street-address" aria-required="true" {...field("street")} />
      <FieldRow>
        <TextField label="City" autoComplete="address-level2" aria-required="true" {...field("city")} />
        <TextField label="State" autoComplete="address-level1" {...field("state")} />
      </FieldRow>
      <FieldRow>
        <TextField label="ZIP Code" autoComplete="postal-code" {...field("zip")} />
        <SelectField label="Country" options={countries} {...field("country")} />
      </FieldRow>
    </>
  );
}
