import { useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ListState } from "@/components/ui/ListState";
import { ConfirmDelete } from "./ConfirmDelete";
import { CrudDialog, type ZodSchema } from "./CrudDialog";
import { AddButton, ScreenHead } from "./ScreenParts";
import { failureText, useCrud, type CrudCalls } from "./useCrud";

// One list-and-edit screen: heading and Add, the list (a table or cards, the screen's
// choice), one dialog for add and edit (Add when no record is selected, SPEC section 2),
// and the delete confirmation. See ./index.ts for how a screen uses it.

export type ListActions<T> = { edit?: (row: T) => void; remove?: (row: T) => void };

export type CrudScreenProps<T extends { _id: string }, V extends FieldValues> = {
  title: string;
  calls: CrudCalls<T, V>;
  /** The list itself, given the rows and the edit/delete actions the calls allow. */
  list: (rows: T[], actions: ListActions<T>) => ReactNode;
  emptyText: string;
  addLabel?: string;
  /** The dialog's title: e.g. `(row) => (row ? "Edit Event" : "Add Event")`. */
  dialogTitle: (row: T | null) => string;
  /** The form's schema; a function when adding and editing differ (an image required only when adding). */
  schema: ZodSchema | ((row: T | null) => ZodSchema);
  /** The form's values for a new record and for an existing one. */
  blank: V;
  toValues: (row: T) => V;
  fields: (form: UseFormReturn<V>, row: T | null) => ReactNode;
  busyLabel?: string;
  submitLabel?: (row: T | null) => string;
  /** The delete confirmation's text (its title is 'Are you absolutely sure?'). */
  deleteDescription: string;
  /** What is above the list besides the heading (filters, notes). */
  children?: ReactNode;
  /** What is below the list (a pager). */
  footer?: ReactNode;
};

export function CrudScreen<T extends { _id: string }, V extends FieldValues>(props: CrudScreenProps<T, V>) {
  const resource = useCrud(props.calls);
  const { list, save, remove, messages } = resource;
  // undefined: dialog closed; null: adding; a record: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const rows = list.data ?? [];

  const actions: ListActions<T> = {
    edit: resource.canEdit ? (row) => setEditing(row) : undefined,
    remove: resource.canDelete ? (row) => setDeleting(row) : undefined,
  };
  const row = editing ?? null;

  return (
    <>
      <ScreenHead title={props.title}>
        {resource.canAdd && <AddButton label={props.addLabel} onClick={() => setEditing(null)} />}
      </ScreenHead>
      {props.children}
      <ListState
        pending={list.isPending}
        failed={list.isError}
        failedText={messages.loadFailed}
        empty={rows.length === 0}
        emptyText={props.emptyText}
        onRetry={() => void list.refetch()}
      />
      {rows.length > 0 && props.list(rows, actions)}
      {props.footer}

      <CrudDialog<V>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={props.dialogTitle(row)}
        schema={typeof props.schema === "function" ? props.schema(row) : props.schema}
        defaultValues={row ? props.toValues(row) : props.blank}
        onSubmit={(values) => save.mutateAsync({ row, values })}
        failureText={(error) =>
          failureText(row ? messages.updateFailed : messages.createFailed, error, "Something went wrong")
        }
        busy={save.isPending}
        busyLabel={props.busyLabel}
        submitLabel={props.submitLabel?.(row)}
      >
        {(form) => props.fields(form, row)}
      </CrudDialog>

      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        description={props.deleteDescription}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
