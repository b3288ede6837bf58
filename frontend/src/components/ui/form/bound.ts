/**
 * One field as a form library hands it over (react-hook-form's register() output has
 * this shape), plus its error message. Typed loosely so that the primitives stay free of
 * any form library.
 */
export type BoundField = {
  name: string;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
  // `any`: the same callback ref fits an <input> and a <select>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ref?: (instance: any) => void;
  error?: string;
};
