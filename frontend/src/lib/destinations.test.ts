import { safeRedirectPath, userLoginDestination, vendorLoginDestination } from "./destinations";

describe("safeRedirectPath", () => {
  it.each(["/", "/products", "/products/fresh-fruits?x=1#top", "/enquiry"])("keeps the site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([null, "", "products", "//evil.example", "/\\evil.example", "https://evil.example/", "/ok\u0000", "/login", "/login?redirect=/x"])(
    "refuses %s",
    (path) => {
      expect(safeRedirectPath(path)).toBeNull();
    },
  );
});

describe("vendorLoginDestination", () => {
  it("sends verified suppliers to their inbox and the rest through registration", () => {
    expect(vendorLoginDestination({ verified: true, hasSubmittedRegistration: false })).toBe("/vendor/enquiries");
    expect(vendorLoginDestination({ verified: false, hasSubmittedRegistration: true })).toBe("/vendor/registration-status");
    expect(vendorLoginDestination({ verified: false, hasSubmittedRegistration: false })).toBe("/vendor/complete-registration");
  });
});

describe("userLoginDestination", () => {
  it("goes back where the buyer came from, else to its enquiries when it has any, else home", () => {
    expect(userLoginDestination("/enquiry?listing=a", true)).toBe("/enquiry?listing=a");
    expect(userLoginDestination(null, true)).toBe("/profile/enquiries");
    expect(userLoginDestination(null, false)).toBe("/");
    expect(userLoginDestination("//evil.example", false)).toBe("/");
  });
});
