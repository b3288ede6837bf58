import { Plus, X } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/form/fields";
import type { ProductValues } from "../api/products";

// The product's technical specifications: name/value rows added and removed in place.

const Rows = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.6rem;
  min-width: 0;
  border: 0;
  padding: 0;
  margin: 0;
  legend { font-weight: 700; margin-bottom: 0.4rem; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: end;
  @media (max-width: 420px) { grid-template-columns: minmax(0, 1fr) auto; & > :nth-child(2) { grid-column: 1; } }
`;

export function SpecificationRows({ form }: { form: UseFormReturn<ProductValues> }) {
  const rows = useFieldArray({ control: form.control, name: "specifications" });
  return (
    <Rows>
      <legend>Specifications</legend>
      {rows.fields.map((row, index) => (
        <Row key={row.id}>
          <TextField label={`Specification ${index + 1} name`} {...form.register(`specifications.${index}.name`)} />
          <TextField label={`Specification ${index + 1} value`} {...form.register(`specifications.${index}.value`)} />
          <Button $variant="ghost" $size="sm" aria-label={`Remove specification ${index + 1}`} onClick={() => rows.remove(index)}>
            <X aria-hidden="true" size={16} />
          </Button>
        </Row>
      ))}
      <div>
        <Button $variant="outline" $size="sm" onClick={() => rows.append({ name: "", value: "" })}>
          <Plus aria-hidden="true" size={16} />
          Add Specification
        </Button>
      </div>
    </Rows>
  );
}
