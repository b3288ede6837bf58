import type { ComponentPropsWithRef } from "react";
import { EmailField, PasswordField } from "./fields";

// The e-mail and password of a sign-in form, marked for password managers as the
// account's user name and its current password.

/** An input's props as a form hands them over (bound or controlled), with its error. */
type Field = ComponentPropsWithRef<"input"> & { error?: string };
type SignInFieldsProps = { email: Field; password: Field; idPrefix?: string };

export function SignInFields({ email, password, idPrefix }: SignInFieldsProps) {
  return (
    <>
      <EmailField id={idPrefix && `${idPrefix}-email`} autoComplete="username" {...email} />
      <PasswordField
        id={idPrefix && `${idPrefix}-password`}
        label="Password"
        autoComplete="current-password"
        aria-required="true"
        {...password}
      />
    </>
  );
}
