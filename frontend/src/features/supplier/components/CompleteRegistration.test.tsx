import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { deferred, json, mockApi, ok } from "@/testing/api-mock";
import { renderAreaAt, shownPath } from "@/testing/render-area";
import { SupplierRoutes } from "../routes/SupplierApp";
import { recordOf, registrationOf, sessionOf } from "../testing/records";

// /vendor/complete-registration (SPEC sections 2, 4, 5, 7, 8): prefilled and locked basic
// info, the client checks, previews, the multipart body, and the server's answers.

configure({ asyncUtilTimeout: 5000 });

const renderAt = (path: string) => renderAreaAt(<SupplierRoutes />, path);
const location = shownPath;

let urls: string[] = [];
let revoked: string[] = [];

beforeEach(() => {
  urls = [];
  revoked = [];
  // Count the object URLs made and given back.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${urls.length + 1}`;
    urls.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});

afterEach(() => vi.unstubAllGlobals());

const png = (name = "aadhar.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
const pdf = (name = "pan.pdf") => new File([new Uint8Array(1300)], name, { type: "application/pdf" });

function routes(record = recordOf(), extra: Record<string, () => Response | Promise<Response>> = {}) {
  return {
    "GET /api/v1/session": () => json(200, sessionOf(false, record.hasSubmittedRegistration)),
    "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: record }),
    ...extra,
  };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = (label: string, file: File) => fireEvent.change(field(label), { target: { files: [file] } });

function fillValid() {
  type("Address", "Plot 7, MIDC, Ratnagiri");
  type("Aadhar Number", "2345 6789 0123");
  type("PAN Number", "aapfu0939f");
  type("GST Number", "27aapfu0939f1zv");
  type("Udyam Registration Number", "UDYAM-MH-01-0001234");
  type("MSME Registration Number", "MSME-27-000123");
  choose("Aadhar Card", png());
  choose("PAN Card", pdf());
  choose("GST Certificate", png("gst.png"));
}

const submitButton = () => screen.getByRole("button", { name: /Submit Documents|Submitting\.\.\./ });

describe("complete registration", () => {
  it("prefills the basic info from the supplier record and locks it", async () => {
    mockApi(routes());
    renderAt("/vendor/complete-registration");
    await screen.findByRole("heading", { level: 1, name: "Complete Your Registration" });
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    expect(field("Name").readOnly).toBe(true);
    expect(field("Email").value).toBe("spice@example.com");
    expect(field("Email").readOnly).toBe(true);
    expect(field("Phone").value).toBe("+91 98765 43210");
    expect(field("Phone").readOnly).toBe(true);
    expect(field("Address").readOnly).toBe(false);
    expect(field("Profile Photo (optional)").accept).toBe("image/jpeg,image/png,image/webp");
    expect(field("Aadhar Card").accept).toContain("application/pdf");
  });

  it("leaves a missing phone open for the supplier to fill", async () => {
    mockApi(routes(recordOf({ mobile: "" })));
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    expect(field("Phone").readOnly).toBe(false);
  });

  it("checks every field on the client with the spec's messages and sends nothing", async () => {
    const { calls } = mockApi(routes());
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    type("Aadhar Number", "12345");
    type("PAN Number", "ABCD12345F");
    type("GST Number", "27AAPFU0939F1Z");
    fireEvent.click(submitButton());
    for (const message of [
      "Address is required",
      "Valid 12-digit Aadhar number required",
      "Valid PAN number required (format: ABCDE1234F)",
      "Valid GST number required",
      "Udyam registration number is required",
      "MSME registration number is required",
      "Aadhar card image required",
      "PAN card image required",
      "GST certificate required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(field("Aadhar Number").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("previews a picture as a thumbnail and a PDF as a tile, and gives object URLs back", async () => {
    mockApi(routes());
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    choose("Aadhar Card", png("first.png"));
    const first = (await screen.findByAltText("Preview of first.png")) as HTMLImageElement;
    expect(first.src).toBe("blob:test/1");
    choose("Aadhar Card", png("second.png"));
    expect(((await screen.findByAltText("Preview of second.png")) as HTMLImageElement).src).toBe("blob:test/2");
    expect(revoked).toEqual(["blob:test/1"]);
    choose("PAN Card", pdf("pan-card.pdf"));
    const tile = (await screen.findByText("pan-card.pdf")).closest("figure")!;
    expect(tile.textContent).toContain("PDF");
    expect(tile.textContent).toContain("1.3 KB");
    expect(urls).toHaveLength(2);
  });

  it("sends one multipart form, shows 'Submitting...', then the status screen with a success note", async () => {
    const answer = deferred<Response>();
    const submitted = recordOf({ hasSubmittedRegistration: true, vendorRegistration: registrationOf() });
    let current = recordOf();
    const { calls } = mockApi(
      routes(undefined, {
        "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: current }),
        "POST /api/v1/vendorRegistration/apply": () => answer.promise,
      }),
    );
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    fillValid();
    choose("Profile Photo (optional)", png("me.png"));
    fireEvent.click(submitButton());
    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    const post = calls.find((c) => c.method === "POST")!;
    const body = post.body as Record<string, unknown>;
    expect(post.path).toBe("/api/v1/vendorRegistration/apply");
    expect({ ...body, aadharFile: undefined, panFile: undefined, gstFile: undefined, profile: undefined }).toEqual({
      name: "Spice Route Traders",
      phone: "+91 98765 43210",
      address: "Plot 7, MIDC, Ratnagiri",
      aadharNo: "234567890123",
      panNo: "AAPFU0939F",
      gstNo: "27AAPFU0939F1ZV",
      udhyamRegistrationNo: "UDYAM-MH-01-0001234",
      msmeRegistrationNo: "MSME-27-000123",
      vendorId: "v1",
      email: "spice@example.com",
      aadharFile: undefined,
      panFile: undefined,
      gstFile: undefined,
      profile: undefined,
    });
    expect([body.aadharFile, body.panFile, body.gstFile, body.profile].map((f) => (f as File).name)).toEqual([
      "aadhar.png",
      "pan.pdf",
      "gst.png",
      "me.png",
    ]);
    expect("udyamFile" in body || "msmeFile" in body).toBe(false);
    current = submitted;
    answer.resolve(
      json(201, { success: true, message: "Registration submitted successfully", vendorRegistration: submitted.vendorRegistration, vendor: submitted }),
    );
    expect(await screen.findByText("Registration submitted successfully")).toBeTruthy();
    expect(location()).toBe("/vendor/registration-status");
    expect(await screen.findByText("Pending Approval")).toBeTruthy();
  });

  it("shows the server's field errors beside their fields", async () => {
    mockApi(
      routes(undefined, {
        "POST /api/v1/vendorRegistration/apply": () =>
          json(400, {
            success: false,
            message: "Valid GST number required",
            errors: { gstNo: "Valid GST number required", udyamFile: "Udyam registration is an empty file" },
          }),
      }),
    );
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(field("GST Number").getAttribute("aria-invalid")).toBe("true"));
    const described = document.getElementById(field("GST Number").getAttribute("aria-describedby")!)!;
    expect(described.textContent).toBe("Valid GST number required");
    expect(document.getElementById(field("Udyam Registration (optional)").getAttribute("aria-describedby")!)!.textContent).toBe(
      "Udyam registration is an empty file",
    );
    expect(location()).toBe("/vendor/complete-registration");
  });

  it.each([
    [415, { success: false, message: "PAN card is a PNG file under another file type's name; it is not accepted" }, "PAN card is a PNG file under another file type's name; it is not accepted"],
    [500, {}, "Failed to submit documents"],
  ])("shows the server's message or 'Failed to submit documents' (%i)", async (status, answer, shown) => {
    mockApi(routes(undefined, { "POST /api/v1/vendorRegistration/apply": () => json(status, answer) }));
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(field("Name").value).toBe("Spice Route Traders"));
    fillValid();
    fireEvent.click(submitButton());
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Submit Documents" })).toHaveProperty("disabled", false);
  });

  it("shows a rejection's reason at the top and prefills the earlier numbers", async () => {
    const rejected = recordOf({
      hasSubmittedRegistration: true,
      vendorRegistration: registrationOf({ rejectionReason: "The PAN card scan is unreadable", rejectedAt: "2026-11-20T10:00:00Z" }),
    });
    mockApi(routes(rejected));
    renderAt("/vendor/complete-registration");
    expect(await screen.findByText(/Reason: The PAN card scan is unreadable/)).toBeTruthy();
    expect(field("GST Number").value).toBe("27AAPFU0939F1ZV");
    expect(field("Address").value).toBe("Plot 7, MIDC, Ratnagiri");
  });

  it("sends a verified supplier on to its documents", async () => {
    mockApi({
      "GET /api/v1/session": () => json(200, sessionOf(true, true)),
      "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: recordOf({ isVerified: true }) }),
    });
    renderAt("/vendor/complete-registration");
    await waitFor(() => expect(location()).toBe("/vendor/document"));
  });

  it("asks a signed-out visitor to log in", async () => {
    mockApi({ "GET /api/v1/session": () => json(200, { user: null, vendor: null, admin: null }) });
    renderAt("/vendor/complete-registration");
    expect((await screen.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe("/vendor/login");
  });
});
