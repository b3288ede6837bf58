import { useState } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { colors, radii } from "@/styles/theme";
import type { Supplier } from "@/types/api";
import { QueryScope } from "@/lib/query";
import { useSuppliers } from "../lib/use-suppliers";
import { SupplierCard } from "./SupplierCard";

// Available Suppliers of a variety (SPEC sections 2, 4, 8): the offers, one of which
// may be selected; then a 'Ready to proceed' panel names the vendor and Send Enquiry
// leads to the enquiry form with that listing.

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
  h2 { font-size: clamp(1.5rem, 2.6vw, 2rem); color: ${colors.forest}; }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
`;

const Loading = styled.p`
  padding: 1rem 0;
  color: ${colors.muted};
  font-weight: 600;
`;

const Ready = styled.div`
  margin-top: 1.75rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.tealSoft};
  border: 1px solid #a9d8c4;
  h3 { font-size: 1.1rem; color: ${colors.tealDark}; }
  p { color: ${colors.ink}; }
`;

type AvailableSuppliersProps = {
  productId: string;
  varietyId: string;
  varietyTitle: string;
  suppliers: Supplier[];
};

export function AvailableSuppliers(props: AvailableSuppliersProps) {
  return (
    <QueryScope>
      <SupplierList {...props} />
    </QueryScope>
  );
}

function SupplierList({ productId, varietyId, varietyTitle, suppliers }: AvailableSuppliersProps) {
  const { state, refresh } = useSuppliers(productId, varietyId, suppliers);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const navigate = useNavigate();
  const selected = state.status === "loaded" ? state.suppliers.find((s) => s._id === selectedId) : undefined;

  const sendEnquiry = () => {
    if (!selected) return;
    void navigate(`/enquiry?listing=${encodeURIComponent(selected._id)}`);
  };

  return (
    <section aria-labelledby="suppliers-title">
      <Head>
        <h2 id="suppliers-title">Available Suppliers</h2>
        <Button $variant="ghost" $size="sm" onClick={refresh} disabled={state.status === "loading"}>
          Refresh suppliers
        </Button>
      </Head>
      {state.status === "loading" && <Loading role="status">Loading suppliers...</Loading>}
      {state.status === "error" && <Notice tone="error">{state.message}</Notice>}
      {state.status === "loaded" && state.suppliers.length === 0 && (
        <Notice tone="info">No suppliers found for this product variety.</Notice>
      )}
      {state.status === "loaded" && state.suppliers.length > 0 && (
        <Cards aria-label={`Suppliers of ${varietyTitle}`}>
          {state.suppliers.map((supplier) => (
            <li key={supplier._id}>
              <SupplierCard supplier={supplier} selected={supplier._id === selectedId} onSelect={setSelectedId} />
            </li>
          ))}
        </Cards>
      )}
      {selected && (
        <Ready role="status">
          <div>
            <h3>Ready to proceed</h3>
            <p>
              You have selected <strong>{selected.vendor.name}</strong>. Send an enquiry to agree quantity, packaging and
              delivery.
            </p>
          </div>
          <Button $variant="secondary" onClick={sendEnquiry}>
            Send Enquiry
          </Button>
        </Ready>
      )}
    </section>
  );
}
