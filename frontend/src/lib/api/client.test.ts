import { api, ApiError, toFormData } from "@/lib/api";
import { filenameOf } from "@/lib/api/transport";
import { json, mockApi } from "@/testing/api-mock";

afterEach(() => vi.unstubAllGlobals());

describe("uploads", () => {
  it("sends the typed fields as multipart form data and lets the browser set its boundary", async () => {
    const { calls, fetchMock } = mockApi({
      "POST /api/v1/vendorRegistration/apply": () => json(201, { success: true, message: "ok" }),
    });
    const aadhar = new File(["%PDF-1.7"], "aadhar.pdf", { type: "application/pdf" });
    await api.form.post("/api/v1/vendorRegistration/apply", {
      body: {
        aadharFile: aadhar,
        panFile: new File(["x"], "pan.png"),
        gstFile: new File(["y"], "gst.png"),
        aadharNo: "123456789012",
        panNo: "ABCDE1234F",
        gstNo: "27ABCDE1234F1Z5",
        address: "Pune",
        phone: "9876543210",
        udhyamRegistrationNo: "UDYAM-MH-00-0000001",
        msmeRegistrationNo: "MSME-1",
        profile: null,
      },
    });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    const body = calls[0].body as Record<string, unknown>;
    expect((body.aadharFile as File).name).toBe("aadhar.pdf");
    expect(body.aadharNo).toBe("123456789012");
    expect(body).not.toHaveProperty("profile");
  });

  it("repeats a field for several files and writes numbers and flags as text", () => {
    const data = toFormData({ varietyImages: [new File(["a"], "a.png"), new File(["b"], "b.png")], price: 12.5, active: false, gone: undefined });
    expect(data.getAll("varietyImages").map((f) => (f as File).name)).toEqual(["a.png", "b.png"]);
    expect(data.get("price")).toBe("12.5");
    expect(data.get("active")).toBe("false");
    expect(data.has("gone")).toBe(false);
  });

  it("throws the server's message and field errors for a refused upload", async () => {
    mockApi({
      "POST /api/v1/vendorRegistration/apply": () =>
        json(400, { success: false, message: "Valid GST number required", errors: { gstNo: "Valid GST number required" } }),
    });
    const error = await api.form
      .post("/api/v1/vendorRegistration/apply", {
        body: { aadharFile: new File([""], "a"), panFile: new File([""], "p"), gstFile: new File([""], "g"), aadharNo: "", panNo: "", gstNo: "", address: "", phone: "", udhyamRegistrationNo: "", msmeRegistrationNo: "" },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ gstNo: "Valid GST number required" });
  });
});

describe("downloads", () => {
  it("returns the file and the name the server gave it", async () => {
    mockApi({
      "GET /api/v1/vendorRegistration/document/v1/panFile": () =>
        new Response("%PDF", { status: 200, headers: { "content-disposition": 'attachment; filename="pan-card.pdf"' } }),
    });
    const file = await api.file("/api/v1/vendorRegistration/document/{vendorId}/{kind}", { path: { vendorId: "v1", kind: "panFile" } });
    expect(file.filename).toBe("pan-card.pdf");
    expect(await file.blob.text()).toBe("%PDF");
  });

  it("throws ApiError with the server's message when the file is refused", async () => {
    mockApi({});
    const error = await api.file("/api/v1/vendorRegistration/document/{vendorId}/{kind}", { path: { vendorId: "v1", kind: "panFile" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it("reads plain and RFC 5987 file names", () => {
    expect(filenameOf('attachment; filename="a b.pdf"')).toBe("a b.pdf");
    expect(filenameOf("attachment; filename*=UTF-8''%E2%82%B9.pdf")).toBe("₹.pdf");
    expect(filenameOf(null)).toBeNull();
  });
});

describe("an aborted answer", () => {
  it("rejects with the abort, never resolves as an empty success", async () => {
    const cut = new Response("{", { status: 200, headers: { "content-type": "application/json" } });
    Object.defineProperty(cut, "json", { value: () => Promise.reject(new DOMException("The user aborted a request.", "AbortError")) });
    vi.stubGlobal("fetch", vi.fn(async () => cut));
    await expect(api.get("/api/v1/user/unread")).rejects.toMatchObject({ name: "AbortError" });
  });
});
