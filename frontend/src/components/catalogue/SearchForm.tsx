import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// The catalogue search: a plain GET form to /products (works without JavaScript; the
// server renders the results), which with JavaScript navigates in the app instead.
// Used in the header and on /products (there with the family filter beside it).

const Form = styled.form`
  display: flex;
  min-width: 0;
  border: 2px solid ${colors.line};
  border-radius: ${radii.pill};
  background: ${colors.white};
  overflow: hidden;
  &:focus-within { border-color: ${colors.teal}; }
  input {
    flex: 1;
    min-width: 0;
    padding: 0.45rem 0.9rem;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${colors.ink};
    outline: none;
  }
  button {
    flex: none;
    padding: 0.45rem 0.9rem;
    border: 0;
    background: ${colors.teal};
    color: ${colors.white};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

type SearchFormProps = {
  /** The search shown in the field (the current one on the results page). */
  defaultQuery?: string;
  /** A family filter to keep when searching from /products. */
  family?: string | null;
  label?: string;
  className?: string;
  /** Focus the field when shown (the header's search opened by its icon). */
  autoFocus?: boolean;
};

export function productsSearchHref(query: string, family?: string | null): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (family) params.set("family", family);
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}

export function SearchForm({ defaultQuery = "", family, label = "Search products", className, autoFocus }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("q");
    void navigate(productsSearchHref(typeof query === "string" ? query : "", family));
  };
  return (
    <Form role="search" action="/products" method="get" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        key={defaultQuery}
        type="search"
        name="q"
        defaultValue={defaultQuery}
        placeholder="Search products"
        maxLength={100}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      {family && <input type="hidden" name="family" value={family} />}
      <button type="submit">Search</button>
    </Form>
  );
}
