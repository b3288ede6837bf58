import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok, type ApiCall } from "@/testing/api-mock";
import { renderAdminScreen } from "../testing/render-screen";
import { FooterScreen } from "./FooterScreen";
import { HomeBannerScreen } from "./HomeBannerScreen";
import { LogoScreen } from "./LogoScreen";
import { CoreValuesScreen, ReachScreen } from "./ReachScreens";
import { AdditionalServicesScreen, ServicesScreen } from "./ServicesScreen";
import { TestimonialsScreen } from "./TestimonialsScreen";
import { WhyChooseUsScreen } from "./WhyChooseUsScreen";

// The multipart content screens (SPEC sections 2, 5, 7, 8): each lists, sends the spec's
// fields (files only when chosen), confirms deletes and shows failures.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" });
const sent = (calls: ApiCall[], method: string) => calls.find((c) => c.method === method)?.body as Record<string, unknown>;

function choose(dialog: HTMLElement, label: string, file: File) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { files: [file] } });
}

describe("Why Choose Us Management", () => {
  const entry = { _id: "w1", title: "Reliable Logistics", description: "On time", image: "/media/a.png" };
  const routes = {
    "GET /api/v1/admin/whychooseus/get": () => ok("GET /api/v1/admin/whychooseus/get", { success: true, data: [entry] }),
    "POST /api/v1/admin/whychooseus/create": () => json(201, { success: true, message: "Entry created successfully", data: entry }),
    "PUT /api/v1/admin/whychooseus/w1": () => json(400, { success: false, message: "Title is required", errors: { title: "Title is required" } }),
    "DELETE /api/v1/admin/whychooseus/w1": () => ok("DELETE /api/v1/admin/whychooseus/{id}", { success: true, message: "Entry deleted successfully" }),
  };

  it("lists, requires an image when adding, sends the multipart fields", async () => {
    const { calls } = mockApi(routes);
    renderAdminScreen(<WhyChooseUsScreen />);
    expect(await screen.findByRole("cell", { name: "Reliable Logistics" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Title", "Description", "Image", "Actions"]);
    fireEvent.click(screen.getByRole("button", { name: "Add Entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Entry" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Expertise" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Decades" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Image is required")).toBeTruthy();
    choose(dialog, "Image", photo());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Entry created successfully")).toBeTruthy();
    const body = sent(calls, "POST");
    expect(body.title).toBe("Expertise");
    expect((body.image as File).name).toBe("photo.png");
  });

  it("edits without a new image, showing 'Operation failed: ' and the server's message", async () => {
    const { calls } = mockApi(routes);
    renderAdminScreen(<WhyChooseUsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Reliable Logistics" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Entry" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Operation failed: Title is required");
    expect(sent(calls, "PUT")).toEqual({ title: "Reliable Logistics", description: "On time" });
  });

  it("deletes after confirmation with 'Entry deleted successfully'", async () => {
    const { calls } = mockApi(routes);
    renderAdminScreen(<WhyChooseUsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Reliable Logistics" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Entry deleted successfully")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });
});

describe("Services Management", () => {
  const service = { _id: "s1", title: "Sourcing", subtitle: "Farm to port", description: "We find", image: null };
  const extra = { _id: "a1", title: "IT Setup", description: "Networks", image: null };

  it("lists core services with Subtitle and adds with every field", async () => {
    const { calls } = mockApi({
      "GET /api/v1/admin/getService": () => ok("GET /api/v1/admin/getService", { success: true, data: [service] }),
      "POST /api/v1/admin/addService": () => json(400, { success: false, message: "Image must be a JPEG, PNG or WebP image" }),
    });
    renderAdminScreen(<ServicesScreen />);
    expect(await screen.findByRole("cell", { name: "Farm to port" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add Service" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Service" });
    for (const [label, value] of [["Title", "Marketing"], ["Subtitle", "Reach buyers"], ["Description", "Fairs"]]) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    choose(dialog, "Image", photo());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Operation failed: Image must be a JPEG, PNG or WebP image");
    expect(Object.keys(sent(calls, "POST")).sort()).toEqual(["description", "image", "subtitle", "title"]);
  });

  it("edits and deletes additional services through admin/{id}", async () => {
    const { calls } = mockApi({
      "GET /api/v1/admin/getAdditionalService": () => ok("GET /api/v1/admin/getAdditionalService", { success: true, data: [extra] }),
      "PUT /api/v1/admin/a1": () => ok("PUT /api/v1/admin/{id}", { success: true, message: "Service updated successfully", additionalService: extra }),
      "DELETE /api/v1/admin/a1": () => ok("DELETE /api/v1/admin/{id}", { success: true, message: "Service deleted successfully" }),
    });
    renderAdminScreen(<AdditionalServicesScreen />);
    expect(await screen.findByRole("heading", { level: 1, name: "Services Management" })).toBeTruthy();
    expect((await screen.findAllByRole("columnheader")).map((h) => h.textContent)).toEqual(["Title", "Description", "Image", "Actions"]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit IT Setup" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Complete IT Setup" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Service updated successfully")).toBeTruthy();
    expect(sent(calls, "PUT")).toEqual({ title: "Complete IT Setup", description: "Networks" });
    fireEvent.click(screen.getByRole("button", { name: "Delete IT Setup" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Service deleted successfully")).toBeTruthy();
  });
});

describe("Reach and Core Values", () => {
  it("reach: 'Add Event' sends reachName; delete says the spec's words", async () => {
    const item = { _id: "r1", reachName: "Europe", description: "20 countries", image: null };
    const { calls } = mockApi({
      "GET /api/v1/admin/getReach": () => ok("GET /api/v1/admin/getReach", { success: true, reach: [item] }),
      "POST /api/v1/admin/addReach": () => json(201, { success: true, message: "Reach added successfully!", reach: item }),
      "DELETE /api/v1/admin/deleteReach/r1": () => ok("DELETE /api/v1/admin/deleteReach/{id}", { success: true, message: "Reach deleted successfully!" }),
    });
    renderAdminScreen(<ReachScreen />);
    expect(await screen.findByRole("heading", { level: 2, name: "Europe" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Event" });
    fireEvent.change(within(dialog).getByLabelText("Reach Name"), { target: { value: "Asia" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "15 countries" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Reach added successfully!")).toBeTruthy();
    expect(sent(calls, "POST")).toEqual({ reachName: "Asia", description: "15 countries" });
    fireEvent.click(screen.getByRole("button", { name: "Delete Europe" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/permanently delete your event/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Reach deleted successfully!")).toBeTruthy();
  });

  it("core values: 'Edit Event' sends reachId and coreValuesName", async () => {
    const value = { _id: "c1", coreValuesName: "Integrity", description: "Honest", image: "/media/c.png" };
    const { calls } = mockApi({
      "GET /api/v1/admin/getCoreValues": () => ok("GET /api/v1/admin/getCoreValues", { success: true, coreValues: [value] }),
      "POST /api/v1/admin/editReach": () => json(404, { success: false, message: "Reach not found" }),
    });
    renderAdminScreen(<CoreValuesScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Integrity" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Event" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Reach not found");
    expect(sent(calls, "POST")).toEqual({ reachId: "c1", coreValuesName: "Integrity", description: "Honest" });
  });
});

describe("Testimonial Section", () => {
  it("lists cards and sends id with the edit; deletes after confirming", async () => {
    const t = { _id: "t1", name: "Priya", course: "Nair Foods", comment: "Great mangoes", rating: 5, profile: null };
    const { calls } = mockApi({
      "GET /api/v1/admin/getTestimonial": () => ok("GET /api/v1/admin/getTestimonial", { success: true, testimonials: [t] }),
      "POST /api/v1/admin/editTestimonial": () => json(500, { success: false, message: "Internal error" }),
      "DELETE /api/v1/admin/deleteTestimonial/t1": () => ok("DELETE /api/v1/admin/deleteTestimonial/{id}", { success: true, message: "ok" }),
    });
    renderAdminScreen(<TestimonialsScreen />);
    expect(await screen.findByText("Great mangoes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit Priya" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Testimonial" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to update testimonial.");
    expect(sent(calls, "POST")).toEqual({ id: "t1", name: "Priya", course: "Nair Foods", comment: "Great mangoes", rating: "5" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete Priya" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Testimonial deleted successfully!")).toBeTruthy();
  });
});

describe("Home Banner", () => {
  const banner = {
    _id: "b1",
    banner1_heading: "Spices",
    banner1_subtitle: "From Kerala",
    banner1_image: "/media/1.png",
    banner2_heading: "Mangoes",
    banner2_subtitle: "",
    banner2_image: null,
    banner3_heading: "Cotton",
    banner3_subtitle: "",
    banner3_image: null,
  };

  it("shows three cards and sends three headings with only the chosen image", async () => {
    const { calls } = mockApi({
      "GET /api/v1/admin/getHomeBanner": () => ok("GET /api/v1/admin/getHomeBanner", { success: true, banner: [banner] }),
      "POST /api/v1/admin/editHomeBanner": () => ok("POST /api/v1/admin/editHomeBanner", { success: true, message: "Banner updated successfully!", banner }),
    });
    renderAdminScreen(<HomeBannerScreen />);
    const record = await screen.findByRole("region", { name: "Home banner" });
    expect(within(record).getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Spices", "Mangoes", "Cotton"]);
    fireEvent.click(screen.getByRole("button", { name: "Edit Home Banner" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Home Banner" });
    fireEvent.change(within(dialog).getByLabelText("Banner 2 heading"), { target: { value: "Alphonso season" } });
    choose(dialog, "Banner 3 image", photo());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Banner updated successfully!")).toBeTruthy();
    const body = sent(calls, "POST");
    expect(body.bannerId).toBe("b1");
    expect([body.banner1_heading, body.banner2_heading, body.banner3_heading]).toEqual(["Spices", "Alphonso season", "Cotton"]);
    expect(body.banner1_image).toBeUndefined();
    expect((body.banner3_image as File).name).toBe("photo.png");
    expect(Object.keys(body).filter((k) => /^banner[4-9]/.test(k))).toEqual([]);
  });

  it("says 'Failed to update banner.' in the dialog", async () => {
    mockApi({
      "GET /api/v1/admin/getHomeBanner": () => ok("GET /api/v1/admin/getHomeBanner", { success: true, banner: [banner] }),
      "POST /api/v1/admin/editHomeBanner": () => json(415, { success: false, message: "Banner 1 image must be a JPEG, PNG or WebP image" }),
    });
    renderAdminScreen(<HomeBannerScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Home Banner" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Home Banner" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to update banner.");
  });
});

describe("Logo", () => {
  it("uploads a new logo with 'Uploading...' and 'Logo updated successfully!'", async () => {
    let answer!: (r: Response) => void;
    const { calls } = mockApi({
      "GET /api/v1/admin/getLogo": () => ok("GET /api/v1/admin/getLogo", { success: true, logo: { _id: "l1", logo: "/media/l.png" } }),
      "POST /api/v1/admin/logoEdit": () => new Promise<Response>((r) => (answer = r)),
    });
    renderAdminScreen(<LogoScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Logo" });
    choose(dialog, "Logo", photo());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("button", { name: "Uploading..." })).toBeTruthy();
    answer(json(200, { success: true, message: "Logo updated successfully!", logo: { _id: "l1", logo: "/media/m.png" } }));
    expect(await screen.findByText("Logo updated successfully!")).toBeTruthy();
    expect(sent(calls, "POST").logo_id).toBe("l1");
  });
});

describe("Footer & Contact Details", () => {
  it("shows the details and sends the edited lines, hours and map", async () => {
    const footer = {
      _id: "ft",
      phone: "+91 22 4890 2300",
      phone2: null,
      email: "info@tradehub.example",
      email2: null,
      address: "Mumbai",
      businessHours: [{ days: "Mon-Fri", time: "9:00 AM-6:00 PM" }],
      map: null,
      brochure: "/api/v1/brochure",
    };
    const { calls } = mockApi({
      "GET /api/v1/admin/getFooter": () => ok("GET /api/v1/admin/getFooter", { success: true, footer }),
      "POST /api/v1/admin/editFooter": () => ok("POST /api/v1/admin/editFooter", { success: true, message: "Footer updated successfully!", footer }),
    });
    renderAdminScreen(<FooterScreen />);
    expect(await screen.findByText("Mon-Fri: 9:00 AM-6:00 PM")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit Footer" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Footer" });
    fireEvent.change(within(dialog).getByLabelText(/^Second phone/), { target: { value: "+91 22 4890 2310" } });
    fireEvent.change(within(dialog).getByLabelText(/^Map latitude/), { target: { value: "19.066" } });
    fireEvent.change(within(dialog).getByLabelText(/^Map longitude/), { target: { value: "72.8677" } });
    fireEvent.click(within(dialog).getByLabelText("Remove the brochure"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Footer updated successfully!")).toBeTruthy();
    await waitFor(() => expect(sent(calls, "POST")).toBeTruthy());
    expect(sent(calls, "POST")).toEqual({
      phone: "+91 22 4890 2300",
      phone2: "+91 22 4890 2310",
      email: "info@tradehub.example",
      email2: "",
      address: "Mumbai",
      businessHours: "Mon-Fri: 9:00 AM-6:00 PM",
      mapLatitude: "19.066",
      mapLongitude: "72.8677",
      removeBrochure: "true",
    });
  });
});
