import { fireEvent, render, screen } from "@testing-library/react";
import { FeedbackDialog } from "./FeedbackDialog";

// SPEC section 2: feedback text, 'Submit anonymously' hides the e-mail, submit shows
// the thank-you note, Cancel resets.

function open() {
  fireEvent.click(screen.getByRole("button", { name: "Share Feedback" }));
}

describe("FeedbackDialog", () => {
  it("hides the e-mail field when submitting anonymously", () => {
    render(<FeedbackDialog />);
    open();
    expect(screen.getByLabelText("Email (optional)")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Submit anonymously"));
    expect(screen.queryByLabelText("Email (optional)")).toBeNull();
  });

  it("thanks the reader after submitting", () => {
    render(<FeedbackDialog />);
    open();
    fireEvent.change(screen.getByLabelText("Your feedback"), { target: { value: "Great mangoes" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Thank you for your feedback!")).toBeTruthy();
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
