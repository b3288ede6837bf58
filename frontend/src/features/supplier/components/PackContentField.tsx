import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/form/fields";

/** How much one box or packet holds: offers and quotes both ask it, in the same words. */
export function PackContentField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  return (
    <TextField
      label="Pack content"
      note="for a box or packet: how many kg (or pieces, metres) one holds"
      type="number"
      min={0}
      step="any"
      inputMode="decimal"
      {...props}
    />
  );
}
