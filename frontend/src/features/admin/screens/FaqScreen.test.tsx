import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAdminScreen } from "../testing/render-screen";
import { FaqScreen } from "./FaqScreen";

// FAQ Management (SPEC sections 2, 5, 8): table, add/edit dialog, delete confirmation,
// the section 8 messages, toasts top-right.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const faq = { _id: "f1", question: "Who are we?", answer: "An exporter." };

function routes(faqs = [faq]) {
  return {
    "GET /api/v1/admin/getFaq": () => ok("GET /api/v1/admin/getFaq", { success: true, faqs }),
    "POST /api/v1/admin/addFaq": () => json(201, { success: true, message: "FAQ added successfully", faq: { ...faq, _id: "f2" } }),
    "POST /api/v1/admin/editFaq": () => ok("POST /api/v1/admin/editFaq", { success: true, message: "FAQ updated successfully", faq }),
    "DELETE /api/v1/admin/deleteFaq/f1": () => ok("DELETE /api/v1/admin/deleteFaq/{id}", { success: true, message: "FAQ deleted successfully" }),
  };
}

describe("FAQ Management", () => {
  it("lists Question, Answer, Actions", async () => {
    mockApi(routes());
    renderAdminScreen(<FaqScreen />, "/admin/faq");
    expect(await screen.findByRole("cell", { name: "Who are we?" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Question", "Answer", "Actions"]);
  });

  it("adds with the JSON body, says 'FAQ added successfully' top-right", async () => {
    const { calls } = mockApi(routes());
    renderAdminScreen(<FaqScreen />, "/admin/faq");
    fireEvent.click(await screen.findByRole("button", { name: "Add FAQ" }));
    const dialog = await screen.findByRole("dialog", { name: "Add FAQ" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Question is required")).toBeTruthy();
    expect(within(dialog).getByText("Answer is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Question"), { target: { value: " How to order? " } });
    fireEvent.change(within(dialog).getByLabelText("Answer"), { target: { value: "By e-mail." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const toast = await screen.findByText("FAQ added successfully");
    expect(toast.closest("[data-y-position]")?.getAttribute("data-y-position")).toBe("top");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ question: "How to order?", answer: "By e-mail." });
  });

  it("edits with _id and shows the server's failure in a red banner", async () => {
    const { calls } = mockApi({
      ...routes(),
      "POST /api/v1/admin/editFaq": () => json(400, { success: false, message: "Answer is required", errors: { answer: "Answer is required" } }),
    });
    renderAdminScreen(<FaqScreen />, "/admin/faq");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Who are we?" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit FAQ" });
    expect((within(dialog).getByLabelText("Question") as HTMLInputElement).value).toBe("Who are we?");
    fireEvent.change(within(dialog).getByLabelText("Answer"), { target: { value: "A trading house." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to update FAQ: Answer is required");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ _id: "f1", question: "Who are we?", answer: "A trading house." });
  });

  it("deletes after confirmation", async () => {
    const { calls } = mockApi(routes());
    renderAdminScreen(<FaqScreen />, "/admin/faq");
    fireEvent.click(await screen.findByRole("button", { name: "Delete Who are we?" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("FAQ deleted successfully")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/v1/admin/deleteFaq/f1")).toBe(true));
  });

  it("says 'Failed to fetch FAQs' when the list fails", async () => {
    mockApi({ "GET /api/v1/admin/getFaq": () => json(500, { success: false, message: "Internal error" }) });
    renderAdminScreen(<FaqScreen />, "/admin/faq");
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch FAQs");
  });
});
