import { safeRedirectPath, buyerLoginDestination, supplierLoginDestination } from "./destinations";

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

describe("supplierLoginDestination", () => {
  it("sends verified suppliers to their inbox and the rest through registration", () => {
    expect(supplierLoginDestination({ verified: true, hasSubmittedRegistration: false })).toBe("/vendor/enquiries");
    expect(supplierLoginDestination({ verified: false, hasSubmittedRegistration: true })).toBe("/vendor/registration-status");
    expect(supplierLoginDestination({ verified: false, hasSubmittedRegistration: false })).toBe("/vendor/complete-registration");
  });

  it("brings a verified supplier back to the enquiry a mail linked to, and nowhere off the portal", () => {
    const verified = { verified: true, hasSubmittedRegistration: true };
    expect(supplierLoginDestination(verified, "/vendor/enquiries/e-42")).toBe("/vendor/enquiries/e-42");
    expect(supplierLoginDestination(verified, "/profile/enquiries/e-42")).toBe("/vendor/enquiries");
    expect(supplierLoginDestination(verified, "//evil.example/vendor/")).toBe("/vendor/enquiries");
    expect(supplierLoginDestination({ verified: false, hasSubmittedRegistration: true }, "/vendor/enquiries/e-42")).toBe(
      "/vendor/registration-status",
    );
  });
});

describe("buyerLoginDestination", () => {
  it("goes back where the buyer came from, else to its enquiries when it has any, else home", () => {
    expect(buyerLoginDestination("/enquiry?listing=a", true)).toBe("/enquiry?listing=a");
    expect(buyerLoginDestination(null, true)).toBe("/profile/enquiries");
    expect(buyerLoginDestination(null, false)).toBe("/");
    expect(buyerLoginDestination("//evil.example", false)).toBe("/");
  });
});
