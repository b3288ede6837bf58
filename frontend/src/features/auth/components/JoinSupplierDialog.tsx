import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/Dialog";
import { FormBanner, FormStack, TextField } from "@/components/ui/form/fields";
import { registerSupplier } from "@/lib/accounts";
import { ApiError } from "@/lib/api";
import { browserNavigation, SUPPLIER_REDIRECT_MS } from "@/lib/destinations";

// 'Join as a Supplier' (SPEC section 2): name, email, mobile, password, all required,
// checked by the browser. It registers through vendor/register like the main form;
// failures show the server message or 'Registration failed', and an unreachable server
// 'Something went wrong!'.

const EMPTY = { name: "", email: "", mobile: "", password: "" };

/** Loaded on the first click of 'Join as a Supplier' (see WhyRegister): the dialog's code
 * stays out of the page's initial JavaScript. */
export default function JoinSupplierDialog({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      setError(null);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await registerSupplier({ ...form, confirmPassword: form.password });
      setDone(true);
      toast.success("Supplier registered successfully!");
      timer.current = window.setTimeout(() => browserNavigation.assign("/vendor/login"), SUPPLIER_REDIRECT_MS);
    } catch (err) {
      setError(err instanceof ApiError ? err.message || "Registration failed" : "Something went wrong!");
      setBusy(false);
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Join as a Supplier</DialogTitle>
        <DialogDescription>Create your supplier account; you can add your business documents next.</DialogDescription>
        <FormStack onSubmit={onSubmit} style={{ marginTop: "1.25rem" }} aria-busy={busy || undefined}>
          {error && <FormBanner tone="error">{error}</FormBanner>}
          {done && <FormBanner tone="success">Supplier registered successfully! Taking you to the supplier login…</FormBanner>}
          <TextField label="Name" autoComplete="organization" {...field("name")} />
          <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
          <TextField label="Mobile" type="tel" autoComplete="tel" {...field("mobile")} />
          <TextField label="Password" type="password" autoComplete="new-password" {...field("password")} />
          <DialogActions>
            <Button type="submit" $variant="secondary" disabled={busy}>
              {busy ? "Registering..." : "Register"}
            </Button>
            <DialogClose asChild>
              <Button $variant="ghost" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
          </DialogActions>
        </FormStack>
      </DialogContent>
    </Dialog>
  );
}
