import { zodResolver } from "@hookform/resolvers/zod";
import type { $ZodType } from "zod/v4/core";
import { useState, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { DialogSubmitRow } from "@/components/ui/DialogSubmitRow";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { FormBanner, FormStack } from "@/components/ui/form/fields";
import { ApiError, messageOf } from "@/lib/api";

// The add/edit dialog of every list-and-edit screen: a Radix Dialog around a
// react-hook-form form checked by a zod schema. It opens pre-filled (`defaultValues`),
// sends through `onSubmit` (which rejects with the server's ApiError on failure), closes
// after a successful save, and on failure keeps the dialog open with the server's
// per-field messages beside the fields and the message in a red banner (SPEC section 8,
// "Admin edit errors are shown in a red banner").

/** A zod (or zod/mini) schema of the form's values. */
export type ZodSchema = $ZodType;

export type CrudDialogProps<V extends FieldValues> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  schema: ZodSchema;
  defaultValues: V;
  onSubmit: (values: V) => Promise<unknown>;
  /** The banner's text for a failure (default: the server's message). */
  failureText?: (error: unknown) => string;
  busy: boolean;
  /** 'Processing...' (default) or 'Uploading...' for forms that send files. */
  busyLabel?: string;
  submitLabel?: string;
  children: (form: UseFormReturn<V>) => ReactNode;
};

export function CrudDialog<V extends FieldValues>(props: CrudDialogProps<V>) {
  return (
    <Dialog open={props.open} onOpenChange={(next) => !props.busy && props.onOpenChange(next)}>
      {/* Mounted only while open, so each opening starts from its record's values. */}
      {props.open && <CrudForm {...props} />}
    </Dialog>
  );
}

function CrudForm<V extends FieldValues>({
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  onOpenChange,
  failureText,
  busy,
  busyLabel = "Processing...",
  submitLabel = "Save Changes",
  children,
}: CrudDialogProps<V>) {
  const form = useForm<V>({
    // zodResolver's overloads cannot be picked for a generic V; the schema is the form's.
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (name in values) form.setError(name as Path<V>, { type: "server", message });
        }
      }
      setFailure(failureText ? failureText(error) : messageOf(error, "Something went wrong"));
    }
  });

  return (
    <DialogContent>
      <DialogTitle>{title}</DialogTitle>
      {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription style={{ display: "none" }} />}
      <FormStack onSubmit={submit} noValidate style={{ marginTop: "1.25rem" }}>
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        {children(form)}
        <DialogSubmitRow busy={busy} variant="secondary" lockCancel>
          {busy ? busyLabel : submitLabel}
        </DialogSubmitRow>
      </FormStack>
    </DialogContent>
  );
}

/** `{...bind(form, "title")}` on a TextField: react-hook-form's props plus its error. */
export function bind<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>) {
  const error = form.formState.errors[name]?.message;
  return { ...form.register(name), error: typeof error === "string" ? error : undefined };
}
