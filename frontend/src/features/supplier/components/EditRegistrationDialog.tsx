import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/Dialog";
import { FormBanner, FormStack, TextField } from "@/components/ui/form/fields";
import { api, ApiError, messageOf, type FormFields, type Schemas } from "@/lib/api";
import { SESSION_KEY } from "@/lib/session-query";
import { supplierKeys, type RegistrationView } from "../api/registration";
import { DocumentFileField } from "./DocumentFileField";
import { ACCEPT_DOCUMENT } from "../lib/registration-schema";

// A verified supplier changes its business details (phone, address) or KYC numbers and
// replaces documents (a renewed GST certificate). The server decides what needs a new
// review: a KYC change takes the supplier's offers off the public pages until an admin
// approves it, and its answer says so; the session is read again, so the portal shows
// the review notice at once.

export const CHANGE_FAILED = "Failed to submit documents";

type ChangeFields = FormFields<Schemas["RegistrationChangeForm"]>;

const NUMBERS = [
  { name: "gstNo", label: "GST number" },
  { name: "panNo", label: "PAN number" },
  { name: "aadharNo", label: "Aadhar number" },
  { name: "udhyamRegistrationNo", label: "Udyam registration number" },
  { name: "msmeRegistrationNo", label: "MSME registration number" },
] as const;

const FILES = [
  { name: "gstFile", label: "GST certificate" },
  { name: "panFile", label: "PAN card" },
  { name: "aadharFile", label: "Aadhar card" },
  { name: "udyamFile", label: "Udyam registration" },
  { name: "msmeFile", label: "MSME registration" },
] as const;

type TextName = "phone" | "address" | (typeof NUMBERS)[number]["name"];
type FileName = (typeof FILES)[number]["name"];

export function EditRegistrationDialog({ vendorId, registration }: { vendorId: string; registration: RegistrationView }) {
  const [open, setOpen] = useState(false);
  const initial = (): Record<TextName, string> => ({
    phone: registration.phone,
    address: registration.address,
    gstNo: registration.gstNo,
    panNo: registration.panNo,
    aadharNo: registration.aadharNo,
    udhyamRegistrationNo: registration.udhyamRegistrationNo,
    msmeRegistrationNo: registration.msmeRegistrationNo,
  });
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<Partial<Record<FileName, File>>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => api.form.post("/api/v1/vendorRegistration/change", { body: { ...values, ...files } as ChangeFields }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.record(vendorId) }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    },
  });
  const errors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const set = (name: TextName) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(initial());
          setFiles({});
          save.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button $variant="outline" $size="sm">
          Edit business details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Edit business details</DialogTitle>
        <DialogDescription>
          A new KYC number or document is checked by our team again: your offers are hidden from buyers until it is approved.
        </DialogDescription>
        <FormStack
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {save.isError && <FormBanner tone="error">{messageOf(save.error, CHANGE_FAILED)}</FormBanner>}
          <TextField label="Phone" value={values.phone} onChange={set("phone")} error={errors.phone} markRequired />
          <TextField label="Address" value={values.address} onChange={set("address")} error={errors.address} markRequired />
          {NUMBERS.map(({ name, label }) => (
            <TextField key={name} label={label} value={values[name]} onChange={set(name)} error={errors[name]} markRequired />
          ))}
          {FILES.map(({ name, label }) => (
            <DocumentFileField
              key={name}
              label={`New ${label} (optional)`}
              accept={ACCEPT_DOCUMENT}
              file={files[name]}
              error={errors[name]}
              onChoose={(file) => setFiles((f) => ({ ...f, [name]: file }))}
            />
          ))}
          <DialogActions>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Submitting..." : "Save changes"}
            </Button>
          </DialogActions>
        </FormStack>
      </DialogContent>
    </Dialog>
  );
}
