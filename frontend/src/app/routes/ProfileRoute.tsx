import { MyEnquiries } from "@/features/enquiry/components/MyEnquiries";
import { ProfilePage } from "@/features/profile/routes/ProfilePage";
import type { ProfilePageData } from "@/types/api";

// /profile shows two features: the buyer's profile and their enquiries. Features do not
// import each other, so the page is put together here.

export function ProfileRoute({ data }: { data: ProfilePageData | null }) {
  return <ProfilePage data={data} enquiries={<MyEnquiries />} />;
}
