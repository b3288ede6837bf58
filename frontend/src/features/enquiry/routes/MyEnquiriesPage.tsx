import { lazy } from "react";
import { BuyerPageFrame } from "@/components/account/BuyerPageFrame";
import { QueryScope } from "@/lib/query";
import type { MyEnquiriesData } from "@/types/api";

// /profile/enquiries (the buyer's enquiries and quotes) and /profile/enquiries/{id} (one
// enquiry with its conversation): addresses of their own, which mails link to. The server
// renders them for a signed-in buyer only; the lists load in the browser.

const MyEnquiries = lazy(() => import("../components/MyEnquiries").then((m) => ({ default: m.MyEnquiries })));
const BuyerThread = lazy(() => import("../components/BuyerThread").then((m) => ({ default: m.BuyerThread })));

export function MyEnquiriesPage({ data }: { data: MyEnquiriesData | null }) {
  const id = data?.enquiryId ?? null;
  return (
    <BuyerPageFrame
      title={id ? "Enquiry" : "My Enquiries"}
      back={id ? { to: "/profile/enquiries", label: "All my enquiries" } : { to: "/profile", label: "My profile" }}
      loadingText="Loading enquiries..."
    >
      {id ? (
        <QueryScope>
          <BuyerThread key={id} enquiryId={id} />
        </QueryScope>
      ) : (
        <MyEnquiries />
      )}
    </BuyerPageFrame>
  );
}
