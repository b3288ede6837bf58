import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { toast } from "sonner";
import * as z from "zod/mini";
import { Button } from "@/components/ui/Button";
import { messageOf } from "@/lib/api";
import { EmailField, FieldRow, FormStack, PasswordField, TextField } from "@/components/ui/form/fields";
import { NewPasswordFields } from "@/components/ui/form/NewPasswordFields";
import { emailField, MESSAGES, PASSWORD_MIN, requiredText } from "@/lib/account-schemas";
import { colors } from "@/styles/theme";
import type { ProfileInput } from "@/types/api";
import { updateProfile } from "../api/profile";
import type { BuyerView } from "@/types/api";

// Settings tab (SPEC section 2): name, e-mail and an optional password change, with
// Cancel (back to the saved values) and Save (PUT user/profile). The password part is
// sent only when a new password is typed; the server checks the current one.

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

const settingsSchema = z
  .object({
    name: requiredText(MESSAGES.nameRequired),
    email: emailField,
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.newPassword) return;
      if (!values.currentPassword) {
        ctx.addIssue({ code: "custom", path: ["currentPassword"], message: CURRENT_PASSWORD_REQUIRED, input: values });
      }
      if (values.newPassword.length < PASSWORD_MIN) {
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: MESSAGES.passwordShort, input: values });
      }
      if (values.confirmPassword !== values.newPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDiffer, input: values });
      }
    }),
  );

type SettingsValues = z.infer<typeof settingsSchema>;

const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0.5rem 0 0;
  padding: 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: 12px;
  legend { padding: 0 0.4rem; font-weight: 700; color: ${colors.forest}; }
  p { color: ${colors.muted}; font-size: 0.92rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

function valuesOf(user: BuyerView): SettingsValues {
  return { name: user.name, email: user.email, currentPassword: "", newPassword: "", confirmPassword: "" };
}

export function SettingsForm({ user, onUserChange }: { user: BuyerView; onUserChange: (user: BuyerView) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema), defaultValues: valuesOf(user) });

  const onSubmit = async (values: SettingsValues) => {
    const body: ProfileInput = { name: values.name, email: values.email };
    if (values.newPassword) {
      body.currentPassword = values.currentPassword;
      body.newPassword = values.newPassword;
      body.confirmPassword = values.confirmPassword;
    }
    try {
      const { user: saved } = await updateProfile(body);
      toast.success("Profile updated successfully");
      onUserChange(saved);
      reset(valuesOf(saved));
    } catch (error) {
      toast.error("Failed to update profile", { description: messageOf(error, "Please try again.") });
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
      <FieldRow>
        <TextField label="Name" autoComplete="name" aria-required="true" error={errors.name?.message} {...register("name")} />
        <EmailField error={errors.email?.message} {...register("email")} />
      </FieldRow>
      <Group>
        <legend>Change password</legend>
        <p>Leave these empty to keep your current password.</p>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <FieldRow>
          <NewPasswordFields
            label="New Password"
            required={false}
            password={{ ...register("newPassword"), error: errors.newPassword?.message }}
            confirm={{ ...register("confirmPassword"), error: errors.confirmPassword?.message }}
          />
        </FieldRow>
      </Group>
      <Actions>
        <Button $variant="ghost" onClick={() => reset(valuesOf(user))} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" $variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
      </Actions>
    </FormStack>
  );
}
