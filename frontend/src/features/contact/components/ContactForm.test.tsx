import { fireEvent, render, screen } from "@testing-library/react";
import { ContactForm, NOT_SENT, REQUEST_FAILED, SENT } from "./ContactForm";

// SPEC sections 2, 5, 8: the message goes to POST /api/v1/admin/enquiry; success
// clears the fields; a refusal and a failed request each have their own message.

function fill() {
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Asha Rao" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "asha@example.com" } });
  fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "+91 98765 43210" } });
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Price list please" } });
}

function send() {
  fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("ContactForm", () => {
  it("marks what is required and what is optional", () => {
    render(<ContactForm />);
    for (const label of ["Name", "Email", "Phone", "Message"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect((screen.getByLabelText("Email") as HTMLInputElement).type).toBe("email");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).type).toBe("tel");
    expect((screen.getByLabelText(/Address/) as HTMLInputElement).required).toBe(false);
  });

  it("sends the message, confirms and clears the fields", async () => {
    const fetchMock = answer(201, { success: true, message: "Message sent successfully!" });
    vi.stubGlobal("fetch", fetchMock);
    render(<ContactForm />);
    fill();
    send();
    expect((await screen.findByRole("status")).textContent).toBe(SENT);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/admin/enquiry");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      address: "",
      message: "Price list please",
    });
  });

  it("keeps the fields when the server says no", async () => {
    vi.stubGlobal("fetch", answer(400, { success: false, message: "Phone number is invalid" }));
    render(<ContactForm />);
    fill();
    send();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(NOT_SENT);
    expect(alert.textContent).toContain("Phone number is invalid");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Asha Rao");
  });

  it("says so when the request fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    render(<ContactForm />);
    fill();
    send();
    expect((await screen.findByRole("alert")).textContent).toBe(REQUEST_FAILED);
  });

  it("starts the message with the product and variety it was opened for", () => {
    window.history.replaceState(null, "", "/contact?product=Mango&variety=Alphonso");
    render(<ContactForm />);
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(
      "I would like a quote for Alphonso (Mango). Quantity: , destination: .",
    );
  });
});
