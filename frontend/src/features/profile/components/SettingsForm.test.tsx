import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toasts } from "@/components/Toasts";
import { json, mockApi } from "@/testing/api-mock";
import { buyer } from "@/testing/profile";
import { SettingsForm } from "./SettingsForm";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// Settings tab: name, e-mail, current/new/confirm password; Save → PUT user/profile with
// the spec's toasts; Cancel restores the saved values.

function renderForm(onUserChange = vi.fn()) {
  render(
    <>
      <SettingsForm user={buyer} onUserChange={onUserChange} />
      <Toasts />
    </>,
  );
  return onUserChange;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function save() {
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SettingsForm", () => {
  it("starts from the saved name and e-mail with empty password fields", () => {
    renderForm();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Asha Rao");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("asha@example.com");
    for (const label of ["Current Password", "New Password", "Confirm Password"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe("");
    }
  });

  it("saves name and e-mail alone when no new password is typed", async () => {
    const saved = { ...buyer, name: "Asha R." };
    const { calls } = mockApi({ "PUT /api/v1/user/profile": () => json(200, { success: true, user: saved, message: "Profile updated successfully" }) });
    const onUserChange = renderForm();
    type("Name", "Asha R.");
    save();
    expect(await screen.findByText("Profile updated successfully")).toBeTruthy();
    expect(calls[0]).toEqual({ method: "PUT", path: "/api/v1/user/profile", body: { name: "Asha R.", email: "asha@example.com" } });
    expect(onUserChange).toHaveBeenCalledWith(saved);
  });

  it("sends the password change and clears the password fields afterwards", async () => {
    const { calls } = mockApi({ "PUT /api/v1/user/profile": () => json(200, { success: true, user: buyer }) });
    renderForm();
    type("Current Password", "secret1");
    type("New Password", "secret2");
    type("Confirm Password", "secret2");
    save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      currentPassword: "secret1",
      newPassword: "secret2",
      confirmPassword: "secret2",
    });
    await waitFor(() => expect((screen.getByLabelText("New Password") as HTMLInputElement).value).toBe(""));
  });

  it("checks the new password before sending", async () => {
    const { calls } = mockApi({});
    renderForm();
    type("New Password", "123");
    type("Confirm Password", "1234");
    save();
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(screen.getByText("Current password is required")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("requires a name and a valid e-mail", async () => {
    renderForm();
    type("Name", " ");
    type("Email", "nope");
    save();
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is invalid")).toBeTruthy();
  });

  it("shows 'Failed to update profile' with the server's message", async () => {
    mockApi({ "PUT /api/v1/user/profile": () => json(400, { success: false, message: "Current password is incorrect" }) });
    const onUserChange = renderForm();
    type("Current Password", "wrong1");
    type("New Password", "secret2");
    type("Confirm Password", "secret2");
    save();
    expect(await screen.findByText("Failed to update profile")).toBeTruthy();
    expect(screen.getByText("Current password is incorrect")).toBeTruthy();
    expect(onUserChange).not.toHaveBeenCalled();
  });

  it("Cancel restores the saved values", () => {
    renderForm();
    type("Name", "Someone else");
    type("New Password", "secret2");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Asha Rao");
    expect((screen.getByLabelText("New Password") as HTMLInputElement).value).toBe("");
  });
});
