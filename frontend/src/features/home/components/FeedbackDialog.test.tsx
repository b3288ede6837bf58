import { fireEvent, render, screen } from "@testing-library/react";
import { FeedbackDialog } from "./FeedbackDialog";

// SPEC section 2: feedback text, 'Submit anonymously' hides the e-mail, submit stores
// it (POST /api/v1/feedback) and shows the thank-you note, Cancel resets.

function open() {
  fireEvent.click(screen.getByRole("button", { name: "Share Feedback" }));
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FeedbackDialog", () => {
  it("hides the e-mail field when submitting anonymously", () => {
    render(<FeedbackDialog />);
    open();
    expect(screen.getByLabelText("Email (optional)")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Submit anonymously"));
    expect(screen.queryByLabelText("Email (optional)")).toBeNull();
  });

  it("sends the feedback and thanks the reader", async () => {
    const fetchMock = answer(201, { success: true, message: "Thank you for your feedback!" });
    vi.stubGlobal("fetch", fetchMock);
    render(<FeedbackDialog />);
    open();
    fireEvent.change(screen.getByLabelText("Your feedback"), { target: { value: "Great mangoes" } });
    fireEvent.change(screen.getByLabelText("Email (optional)"), { target: { value: "asha@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Thank you for your feedback!")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/feedback");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ feedback: "Great mangoes", anonymous: false, email: "asha@example.com" });
  });

  it("sends no e-mail with anonymous feedback", async () => {
    const fetchMock = answer(201, { success: true });
    vi.stubGlobal("fetch", fetchMock);
    render(<FeedbackDialog />);
    open();
    fireEvent.change(screen.getByLabelText("Your feedback"), { target: { value: "Quiet praise" } });
    fireEvent.change(screen.getByLabelText("Email (optional)"), { target: { value: "asha@example.com" } });
    fireEvent.click(screen.getByLabelText("Submit anonymously"));
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Thank you for your feedback!");
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ feedback: "Quiet praise", anonymous: true });
  });

  it("shows the server's reason and keeps the text when refused", async () => {
    vi.stubGlobal("fetch", answer(400, { success: false, message: "Email is invalid" }));
    render(<FeedbackDialog />);
    open();
    fireEvent.change(screen.getByLabelText("Your feedback"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Email is invalid");
    expect((screen.getByLabelText("Your feedback") as HTMLTextAreaElement).value).toBe("Hello");
  });

  it("resets the form on Cancel", () => {
    render(<FeedbackDialog />);
    open();
    fireEvent.change(screen.getByLabelText("Your feedback"), { target: { value: "Draft" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    open();
    expect((screen.getByLabelText("Your feedback") as HTMLTextAreaElement).value).toBe("");
  });
});
