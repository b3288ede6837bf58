import styled from "styled-components";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { colors, radii } from "@/styles/theme";
import { DataTable } from "../../components/crud";
import type { Product, Variety } from "../api/products";
import { Facts, nutritionOf, shippingOf } from "./VarietyFacts";

// The read-only dialogs of the product grid: one variety's details, and a product's
// details with the table of its varieties (Variety, Origin, Nutrition, Details).

const Body = styled.div`
  display: grid;
  gap: 0.9rem;
  margin-top: 1rem;
  overflow-wrap: anywhere;
  img { width: 100%; max-height: 14rem; object-fit: contain; border-radius: ${radii.md}; background: ${colors.tealSoft}; }
  h3 { font-size: 1rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; white-space: pre-line; }
`;

type Open<T> = { value: T | null; onClose: () => void };

export function VarietyDetailDialog({ value, onClose }: Open<Variety>) {
  return (
    <Dialog open={value !== null} onOpenChange={(open) => !open && onClose()}>
      {value && (
        <DialogContent>
          <DialogTitle>{value.title}</DialogTitle>
          <DialogDescription>{value.origin ? `Origin: ${value.origin}` : "Variety details"}</DialogDescription>
          <Body>
            {value.varietyImage && <img src={value.varietyImage} alt={value.title} />}
            {value.description && <p>{value.description}</p>}
            <h3>Nutrition</h3>
            <Facts facts={nutritionOf(value)} />
            <h3>Shipping details</h3>
            <Facts facts={shippingOf(value)} />
          </Body>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function ProductDetailDialog({ value, onClose }: Open<Product>) {
  return (
    <Dialog open={value !== null} onOpenChange={(open) => !open && onClose()}>
      {value && (
        <DialogContent>
          <DialogTitle>{value.title}</DialogTitle>
          <DialogDescription>{value.tag ? `${value.category} · ${value.tag}` : value.category}</DialogDescription>
          <Body>
            {value.image && <img src={value.image} alt={value.title} />}
            {value.details && <p>{value.details}</p>}
            {value.description && <p>{value.description}</p>}
            {value.features.length > 0 && (
              <>
                <h3>Features</h3>
                <ul>
                  {value.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </>
            )}
            {value.specifications.length > 0 && (
              <>
                <h3>Specifications</h3>
                <Facts facts={value.specifications.map((s) => [s.name, s.value] as const)} />
              </>
            )}
            <h3>Varieties</h3>
            {value.varieties.length === 0 ? (
              <p>No varieties yet.</p>
            ) : (
              <DataTable
                rows={value.varieties}
                columns={[
                  { header: "Variety", cell: (v) => v.title },
                  { header: "Origin", cell: (v) => v.origin ?? "—" },
                  { header: "Nutrition", cell: (v) => <Facts facts={nutritionOf(v)} /> },
                  { header: "Details", cell: (v) => <Facts facts={shippingOf(v)} /> },
                ]}
              />
            )}
          </Body>
        </DialogContent>
      )}
    </Dialog>
  );
}
