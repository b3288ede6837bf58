import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderScreen } from "../testing/render-screen";
import { recordOf, registrationOf } from "../testing/records";
import { SupplierDocumentScreen } from "./SupplierDocuments";

// A verified supplier edits its business details or replaces a document from
// the Document screen; the server's answer (back under review, or saved) is shown.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const verified = recordOf({ isVerified: true, hasSubmittedRegistration: true, vendorRegistration: registrationOf({ isVerified: true }) });
const NOTE =
  "Your registration is back under review because you changed: GST number, GST certificate. Your offers are hidden until an admin approves it.";

function routes(change: () => Response) {
  return mockApi({
    "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: verified }),
    "GET /api/v1/vendor/dashboard": () => ok("GET /api/v1/vendor/dashboard", { success: true, summary: { listings: 1, openEnquiries: 0, newEnquiries: 0 } }),
    "POST /api/v1/vendorRegistration/change": change,
  });
}

describe("Edit business details", () => {
  it("sends the changed numbers and the new document, and shows the server's word", async () => {
    const { calls } = routes(() =>
      ok("POST /api/v1/vendorRegistration/change", { success: true, message: NOTE, vendor: verified, vendorRegistration: verified.vendorRegistration }),
    );
    renderScreen(<SupplierDocumentScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit business details" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit business details" });
    const gst = within(dialog).getByLabelText(/GST number/) as HTMLInputElement;
    expect(gst.value).toBe("27AAPFU0939F1ZV");
    fireEvent.change(gst, { target: { value: "27AAKCK4821L1Z6" } });
    const file = new File(["%PDF-1.4"], "gst.pdf", { type: "application/pdf" });
    fireEvent.change(within(dialog).getByLabelText(/New GST certificate/), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(NOTE)).toBeTruthy();
    const sent = calls.find((c) => c.path === "/api/v1/vendorRegistration/change")!.body as Record<string, unknown>;
    expect(sent.gstNo).toBe("27AAKCK4821L1Z6");
    expect(sent.address).toBe("Plot 7, MIDC, Ratnagiri");
    expect((sent.gstFile as File).name).toBe("gst.pdf");
    expect(sent.panFile).toBeUndefined();
  });

  it("shows the server's field errors beside the fields", async () => {
    routes(() => json(400, { success: false, message: "Please check the form", errors: { gstNo: "Valid GST number required" } }));
    renderScreen(<SupplierDocumentScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit business details" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit business details" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(within(dialog).getByText("Valid GST number required")).toBeTruthy());
  });
});
