import type { BoundField } from "./bound";
import { PasswordField } from "./fields";

// A new password and its confirmation, as registration, password reset and the profile
// settings ask for them; the caller lays them out (side by side or stacked).

type NewPasswordFieldsProps = {
  password: BoundField;
  confirm: BoundField;
  /** The first field's label: "Password" on sign-up, "New Password" on a change. */
  label?: string;
  required?: boolean;
};

export function NewPasswordFields({ password, confirm, label = "Password", required = true }: NewPasswordFieldsProps) {
  const ariaRequired = required ? "true" : undefined;
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" aria-required={ariaRequired} {...password} />
      <PasswordField label="Confirm Password" autoComplete="new-password" aria-required={ariaRequired} {...confirm} />
    </>
  );
}
