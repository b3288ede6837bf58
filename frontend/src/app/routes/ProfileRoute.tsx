import { lazy, Suspense } from "react";
import { ProfilePage } from "@/features/profile/routes/ProfilePage";
import type { ProfileData } from "@/types/api";

// /profile shows two features: the buyer's profile and their enquiries. Features do not
// import each other, so the page is put together here. My Enquiries (with TanStack
// Query and its table) and the Orders tab load when their tab is first opened: the tabs
// start closed, and the page's JavaScript stays smaller.

const MyEnquiries = lazy(() =>
  import("@/features/enquiry/components/MyEnquiries").then((m) => ({ default: m.MyEnquiries })),
);
const MyOrders = lazy(() => import("@/features/profile/components/MyOrders").then((m) => ({ default: m.MyOrders })));

export function ProfileRoute({ data }: { data: ProfileData | null }) {
  return (
    <ProfilePage
      data={data}
      enquiries={
        <Suspense fallback={<p role="status">Loading enquiries...</p>}>
          <MyEnquiries />
        </Suspense>
      }
      orders={
        <Suspense fallback={<p role="status">Loading orders...</p>}>
          <MyOrders />
        </Suspense>
      }
    />
  );
}
