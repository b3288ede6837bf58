// The sign-in form's client checks, with the messages of the other account forms
// (SPEC section 5: email and password required). The server checks again.

export type LoginValues = { email: string; password: string; remember: boolean };
export type LoginErrors = { email?: string; password?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "Email is invalid";
  if (!values.password) errors.password = "Password is required";
  return errors;
}
