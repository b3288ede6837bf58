import { lazy, Suspense } from "react";
import { ProfilePage } from "@/features/profile/routes/ProfilePage";
import type { ProfileData } from "@/types/api";

// /profile shows two features: the buyer's profile and their enquiries. Features do not
// import each other, so the page is put together here. My Enquiries (with TanStack
// Query and its table) loads when its tab is first opened: the tab starts closed, and
// the page's JavaScript stays smaller.

const MyEnquiries = lazy(() =>
  import("@/features/enquiry/components/MyEnquiries").then((m) => ({ default: m.MyEnquiries })),
);

export function ProfileRoute({ data }: { data: ProfileData | null }) {
  return (
    <ProfilePage
      data={data}
      enquiries={
        <Suspense fallback={<p role="status">Loading enquiries...</p>}>
          <MyEnquiries />
        </Suspense>
      }
    />
  );
}
