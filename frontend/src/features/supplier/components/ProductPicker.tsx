import { useMemo, useState } from "react";
import { SearchPicker, type MatchQuery } from "@/components/ui/form/SearchPicker";
import { useCatalogueSearch, type Product } from "../api/offers";

// The listing form's product field: searches the catalogue as the supplier types (title,
// category or variety; a word's beginning is enough, one wrong letter is forgiven). A
// product, once chosen, stays chosen until another is picked: the listing needs one.

type ProductMatch = { id: string; label: string; detail: string; product: Product };

function useProductMatches(search: string, enabled: boolean): MatchQuery<ProductMatch> {
  const found = useCatalogueSearch(search, enabled);
  const data = useMemo(() => found.data?.map((p) => ({ id: p._id, label: p.title, detail: p.category, product: p })), [found.data]);
  return { data, isPending: found.isPending };
}

type Props = {
  /** The product chosen when the form opened (its title is shown in the field). */
  value: { _id: string; title: string } | null;
  onChange: (product: Product) => void;
  error?: string;
};

export function ProductPicker({ value, onChange, error }: Props) {
  const [chosen, setChosen] = useState(value?.title ?? "");
  return (
    <SearchPicker
      label="Product"
      noun="products"
      required
      markRequired
      placeholder="Type to search the catalogue"
      value={chosen}
      error={error}
      useMatches={useProductMatches}
      onChange={(match) => {
        if (!match) return;
        setChosen(match.label);
        onChange(match.product);
      }}
    />
  );
}
