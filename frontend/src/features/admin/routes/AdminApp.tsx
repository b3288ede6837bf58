import { AreaPlaceholder } from "@/components/ui/AreaPlaceholder";

// Root of the client-only admin area, loaded lazily by the shell so public pages never
// download it. The real back office (SPEC section 2, admin routes) replaces this.

export default function AdminApp() {
  return (
    <AreaPlaceholder
      title="Admin Login"
      subtitle="Tradehub back office"
      submitLabel="LOG IN"
      note="The administrator screens are being built."
    />
  );
}
