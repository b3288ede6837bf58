import { Link } from "react-router";
import styled from "styled-components";
import { productsSearchHref } from "@/components/catalogue/SearchForm";
import { colors, radii } from "@/styles/theme";
import type { ProductFamily } from "@/types/api";

// The family filter of /products: one link per family (fruits, spices, textiles), so it
// works without JavaScript and each filtered list has an address; the search is kept.

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-block;
    padding: 0.4rem 0.9rem;
    border-radius: ${radii.pill};
    border: 1px solid ${colors.line};
    background: ${colors.white};
    color: ${colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current="true"] { background: ${colors.teal}; border-color: ${colors.teal}; color: ${colors.white}; }
`;

type CatalogueFilterProps = { families: ProductFamily[]; family: string | null; query: string };

export function CatalogueFilter({ families, family, query }: CatalogueFilterProps) {
  if (families.length < 2) return null;
  const options = [{ slug: null, label: "All" }, ...families];
  return (
    <nav aria-label="Product families">
      <List>
        {options.map((option) => (
          <li key={option.slug ?? "all"}>
            <Link to={productsSearchHref(query, option.slug)} aria-current={option.slug === family ? "true" : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
