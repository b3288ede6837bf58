import type { BuyerView } from "@/types/api";

export const buyer: BuyerView = {
  _id: "u1",
  name: "Asha Rao",
  email: "asha@example.com",
  profilePhoto: null,
  mobile: null,
  createdAt: "2024-03-05T23:30:00Z",
  addresses: [{ _id: "a1", label: "Home", street: "12 Harbour Road", city: "Mumbai", state: "Maharashtra", zip: "400001", country: "India" }],
  isVerified: false,
  isBlocked: false,
  isActive: true,
};
