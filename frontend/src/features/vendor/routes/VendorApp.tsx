import { AreaPlaceholder } from "@/components/ui/AreaPlaceholder";

// Root of the client-only supplier (vendor) portal, loaded lazily by the shell so
// public pages never download it. The real portal screens replace this.

export default function VendorApp() {
  return (
    <AreaPlaceholder
      title="LOG IN"
      subtitle="Supplier portal"
      submitLabel="LOG IN"
      note="The supplier portal screens are being built."
    />
  );
}
