import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldErrors, useForm, type UseFormRegister } from "react-hook-form";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { FieldGroup } from "@/components/ui/form/FieldGroup";
import { FieldRow, FormBanner, FormStack, TextAreaField, TextField } from "@/components/ui/form/fields";
import { ApiError, messageOf } from "@/lib/api";
import { useSubmitRegistration, type RegistrationFields, type SupplierView } from "../api/registration";
import {
  ACCEPT_DOCUMENT,
  ACCEPT_PICTURE,
  type DocumentField,
  registrationSchema,
  type RegistrationValues,
  REQUIRED_FILES,
} from "../lib/registration-schema";
import { DocumentFileField } from "./DocumentFileField";
import { RejectionNotice } from "./PendingNotice";
import { Panel, Title } from "./portal-ui";

// The document form of /vendor/complete-registration (SPEC sections 2, 5, 7): basic info
// prefilled from the supplier record and locked where the record has it, the address,
// the numbers and six files with previews. Checked on the client with the server's rules,
// sent as one multipart form; the server's answers are shown beside their fields.

export const SUBMIT_FAILED = "Failed to submit documents";

const FILES: { field: DocumentField; label: string; picture?: boolean }[] = [
  { field: "aadharFile", label: "Aadhar Card" },
  { field: "panFile", label: "PAN Card" },
  { field: "gstFile", label: "GST Certificate" },
  { field: "udyamFile", label: "Udyam Registration" },
  { field: "msmeFile", label: "MSME Registration" },
  { field: "profile", label: "Profile Photo", picture: true },
];

const Files = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

function defaults(record: SupplierView): RegistrationValues {
  const earlier = record.vendorRegistration;
  return {
    name: record.name,
    phone: record.mobile || earlier?.phone || "",
    address: earlier?.address ?? "",
    aadharNo: earlier?.aadharNo ?? "",
    panNo: earlier?.panNo ?? "",
    gstNo: earlier?.gstNo ?? "",
    udhyamRegistrationNo: earlier?.udhyamRegistrationNo ?? "",
    msmeRegistrationNo: earlier?.msmeRegistrationNo ?? "",
  };
}

type FieldProps = { register: UseFormRegister<RegistrationValues>; errors: FieldErrors<RegistrationValues> };

function BasicInformation({ record, register, errors }: FieldProps & { record: SupplierView }) {
  // Locked where the supplier record has a value (SPEC section 2).
  const nameLocked = record.name.trim() !== "";
  const phoneLocked = record.mobile.trim() !== "";
  return (
    <FieldGroup>
      <legend>Basic Information</legend>
      <FieldRow>
        <TextField label="Name" readOnly={nameLocked} autoComplete="organization" error={errors.name?.message} {...register("name")} />
        <TextField label="Email" type="email" value={record.email} readOnly />
      </FieldRow>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        readOnly={phoneLocked}
        markRequired
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextAreaField label="Address" rows={3} autoComplete="street-address" markRequired error={errors.address?.message} {...register("address")} />
    </FieldGroup>
  );
}

function DocumentNumbers({ register, errors }: FieldProps) {
  return (
    <FieldGroup>
      <legend>Document Information</legend>
      <FieldRow>
        <TextField label="Aadhar Number" inputMode="numeric" markRequired error={errors.aadharNo?.message} {...register("aadharNo")} />
        <TextField label="PAN Number" autoCapitalize="characters" markRequired error={errors.panNo?.message} {...register("panNo")} />
      </FieldRow>
      <FieldRow>
        <TextField label="GST Number" autoCapitalize="characters" markRequired error={errors.gstNo?.message} {...register("gstNo")} />
        <TextField
          label="Udyam Registration Number"
          markRequired
          error={errors.udhyamRegistrationNo?.message}
          {...register("udhyamRegistrationNo")}
        />
      </FieldRow>
      <TextField
        label="MSME Registration Number"
        markRequired
        error={errors.msmeRegistrationNo?.message}
        {...register("msmeRegistrationNo")}
      />
    </FieldGroup>
  );
}

type ChosenFiles = Partial<Record<DocumentField, File>>;
type FileErrors = Partial<Record<DocumentField, string>>;

function DocumentFiles({ files, fileErrors, onChoose }: { files: ChosenFiles; fileErrors: FileErrors; onChoose: (field: DocumentField, file: File) => void }) {
  return (
    <FieldGroup>
      <legend>Documents</legend>
      <p>Images (JPEG, PNG, WebP) or PDF; the profile photo an image.</p>
      <Files>
        {FILES.map(({ field, label, picture }) => (
          <DocumentFileField
            key={field}
            label={label}
            note={field in REQUIRED_FILES ? undefined : "optional"}
            required={field in REQUIRED_FILES}
            accept={picture ? ACCEPT_PICTURE : ACCEPT_DOCUMENT}
            file={files[field]}
            error={fileErrors[field]}
            onChoose={(file) => onChoose(field, file)}
          />
        ))}
      </Files>
    </FieldGroup>
  );
}

/** The chosen files and their errors, apart from the form's text fields. */
function useDocumentFiles() {
  const [files, setFiles] = useState<ChosenFiles>({});
  const [fileErrors, setFileErrors] = useState<FileErrors>({});

  function missingFiles(): FileErrors {
    const missing: FileErrors = {};
    for (const [field, message] of Object.entries(REQUIRED_FILES) as [DocumentField, string][]) {
      if (!files[field]) missing[field] = message;
    }
    return missing;
  }

  function choose(field: DocumentField, file: File) {
    setFiles((current) => ({ ...current, [field]: file }));
    setFileErrors((current) => ({ ...current, [field]: undefined }));
  }

  return { files, fileErrors, setFileErrors, missingFiles, choose };
}

export function RegistrationForm({ record }: { record: SupplierView }) {
  const navigate = useNavigate();
  const submit = useSubmitRegistration(record._id);
  const { files, fileErrors, setFileErrors, missingFiles, choose } = useDocumentFiles();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationValues>({ resolver: zodResolver(registrationSchema), defaultValues: defaults(record) });

  const onValid = (values: RegistrationValues) => {
    setServerError(null);
    const missing = missingFiles();
    setFileErrors(missing);
    const { aadharFile, panFile, gstFile } = files;
    if (!aadharFile || !panFile || !gstFile) return;
    const body: RegistrationFields = {
      ...values,
      vendorId: record._id,
      email: record.email,
      aadharFile,
      panFile,
      gstFile,
      udyamFile: files.udyamFile,
      msmeFile: files.msmeFile,
      profile: files.profile,
    };
    submit.mutate(body, {
      onSuccess: (answer) => navigate("/vendor/registration-status", { replace: true, state: { submitted: answer.message } }),
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
        for (const [field, message] of Object.entries(fields)) {
          if (field in REQUIRED_FILES || FILES.some((f) => f.field === field)) {
            setFileErrors((current) => ({ ...current, [field]: message }));
          } else {
            setError(field as keyof RegistrationValues, { type: "server", message });
          }
        }
        setServerError(messageOf(error, SUBMIT_FAILED));
      },
    });
  };

  // The files are checked with the text fields, so every missing piece shows at once.
  const onInvalid = () => setFileErrors(missingFiles());

  const busy = submit.isPending;
  return (
    <>
      <Panel>
        <Title>Complete Your Registration</Title>
        <p>Submit your business details and documents for verification. An admin reviews them before you can list products.</p>
      </Panel>
      <RejectionNotice registration={record.vendorRegistration} resubmit={false} />
      <Panel>
        <FormStack noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={busy || undefined}>
          {serverError && <FormBanner tone="error">{serverError}</FormBanner>}
          <BasicInformation record={record} register={register} errors={errors} />
          <DocumentNumbers register={register} errors={errors} />
          <DocumentFiles files={files} fileErrors={fileErrors} onChoose={choose} />
          <Button type="submit" $variant="secondary" $block disabled={busy}>
            {busy ? "Submitting..." : "Submit Documents"}
          </Button>
        </FormStack>
      </Panel>
    </>
  );
}