import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { SearchPicker } from "@/components/ui/form/SearchPicker";
import { SelectField, TextField } from "@/components/ui/form/fields";
import { ORDER_STATUSES, orderStatusLabel } from "@/lib/orders";
import { NO_FILTER, useBuyerMatches, useSupplierMatches, type OrderSearch, type Party } from "../api/orders";
import { FilterForm } from "../../components/ListParts";

// The admin's order filters: status, supplier, buyer and the days an order was placed.
// Suppliers and buyers are searched by name or e-mail (there are far too many to list);
// an empty picker means every one. The orders are asked for again only on "Filter".

const Filters = styled(FilterForm)`
  & > div { flex: 1 1 10rem; min-width: min(100%, 9rem); }
`;

const PLACEHOLDER = "Type a name or e-mail";
const NO_NAMES = { supplier: "", buyer: "" };

type Props = { search: OrderSearch; onSearch: (search: OrderSearch) => void };

export function OrderFilters({ search, onSearch }: Props) {
  const [draft, setDraft] = useState(search);
  // The pickers show names; the search carries ids.
  const [names, setNames] = useState(NO_NAMES);
  const set = (field: keyof OrderSearch) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const choose = (side: "supplier" | "buyer") => (party: Party | null) => {
    setDraft((d) => ({ ...d, [side]: party?.id ?? "" }));
    setNames((n) => ({ ...n, [side]: party?.label ?? "" }));
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  }
  function clear() {
    setDraft(NO_FILTER);
    setNames(NO_NAMES);
    onSearch(NO_FILTER);
  }
  return (
    <Filters role="search" aria-label="Order filters" onSubmit={submit}>
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set("status")}
        options={[{ value: "", label: "All" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }))]}
      />
      <SearchPicker
        label="Supplier"
        noun="suppliers"
        placeholder={PLACEHOLDER}
        clearable
        value={names.supplier}
        onChange={choose("supplier")}
        useMatches={useSupplierMatches}
      />
      <SearchPicker label="Buyer" noun="buyers" placeholder={PLACEHOLDER} clearable value={names.buyer} onChange={choose("buyer")} useMatches={useBuyerMatches} />
      <TextField label="From" type="date" value={draft.from} onChange={set("from")} />
      <TextField label="To" type="date" value={draft.to} onChange={set("to")} />
      <Button type="submit" $variant="secondary">
        Filter
      </Button>
      <Button $variant="outline" onClick={clear}>
        Clear
      </Button>
    </Filters>
  );
}
