// The buyer as GET /api/v1/user/{id} returns it (SPEC section 3), which is also what the
// /profile loader embeds as `data.user`.

export type ProfileAddress = {
  _id: string;
  label: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
};

export type ProfileUser = {
  _id: string;
  name: string;
  email: string;
  profilePhoto: string | null;
  mobile: string | null;
  /** ISO 8601. */
  createdAt: string;
  addresses: ProfileAddress[];
  isVerified: boolean;
  isBlocked: boolean;
  isActive: boolean;
};

export type ProfilePageData = { user: ProfileUser };
