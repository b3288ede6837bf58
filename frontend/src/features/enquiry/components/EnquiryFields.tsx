import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { FieldGroup } from "@/components/ui/form/FieldGroup";
import { CheckboxField, type Choice, FieldRow, SelectField, TextAreaField, TextField } from "@/components/ui/form/fields";
import { codeLabel } from "@/lib/enquiry-codes";
import type { EnquiryOptions, EnquiryPrefill } from "@/types/api";
import { type EnquiryFormValues, enquirySchema, initialValues } from "../lib/schema";

// The enquiry form's fields, in the groups the buyer fills in: contact, delivery
// address, order.

const id = "enquiry";

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
`;

function choices(codes: string[]): Choice[] {
  return codes.map((value) => ({ value, label: codeLabel(value) }));
}

/** The form's state, and each field's binding. */
export function useEnquiryFields(prefill: EnquiryPrefill, options: EnquiryOptions) {
  const [defaults] = useState(() => initialValues(prefill, options));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EnquiryFormValues>({
    resolver: zodResolver(enquirySchema),
    defaultValues: defaults,
  });

  // register() plus the starting value as an attribute, so the server HTML already shows
  // the buyer's details and the defaults (react-hook-form sets values only once mounted).
  type TextName = Exclude<keyof EnquiryFormValues, "certificationRequired" | "samplesRequired">;
  const text = (name: TextName) => ({ ...register(name), defaultValue: defaults[name] });
  const check = (name: "certificationRequired" | "samplesRequired") => ({ ...register(name), defaultChecked: defaults[name] });
  return { handleSubmit, errors, text, check };
}

type Fields = Omit<ReturnType<typeof useEnquiryFields>, "handleSubmit">;

export function ContactFields({ errors, text }: Fields) {
  return (
    <FieldGroup>
      <legend>Contact details</legend>
      <FieldRow>
        <TextField id={`${id}-name`} label="Full Name" markRequired autoComplete="name" maxLength={120} error={errors.name?.message} {...text("name")} />
        <TextField id={`${id}-email`} label="Email" type="email" markRequired autoComplete="email" maxLength={254} error={errors.email?.message} {...text("email")} />
      </FieldRow>
      <FieldRow>
        <TextField id={`${id}-phone`} label="Phone" type="tel" markRequired autoComplete="tel" maxLength={30} error={errors.phone?.message} {...text("phone")} />
        <TextField id={`${id}-company`} label="Company" autoComplete="organization" maxLength={160} error={errors.company?.message} {...text("company")} />
      </FieldRow>
    </FieldGroup>
  );
}

export function AddressFields({ errors, text }: Fields) {
  return (
    <FieldGroup>
      <legend>Delivery address</legend>
      <TextField id={`${id}-address`} label="Address" markRequired autoComplete="street-address" maxLength={300} error={errors.address?.message} {...text("address")} />
      <FieldRow>
        <TextField id={`${id}-city`} label="City" markRequired autoComplete="address-level2" maxLength={100} error={errors.city?.message} {...text("city")} />
        <TextField id={`${id}-state`} label="State" markRequired autoComplete="address-level1" maxLength={100} error={errors.state?.message} {...text("state")} />
        <TextField id={`${id}-pincode`} label="Pincode" markRequired autoComplete="postal-code" maxLength={12} error={errors.pincode?.message} {...text("pincode")} />
      </FieldRow>
    </FieldGroup>
  );
}

export function OrderFields({ errors, text, check, options }: Fields & { options: EnquiryOptions }) {
  return (
    <FieldGroup>
      <legend>Order details</legend>
      <FieldRow>
        <TextField
          id={`${id}-quantity`}
          label="Quantity"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          markRequired
          error={errors.quantity?.message}
          {...text("quantity")}
        />
        <SelectField id={`${id}-unit`} label="Unit" options={choices(options.units)} {...text("unit")} />
      </FieldRow>
      <FieldRow>
        <SelectField id={`${id}-urgency`} label="Urgency" options={choices(options.urgencies)} {...text("urgency")} />
        <TextField id={`${id}-delivery-date`} label="Delivery Date" type="date" error={errors.deliveryDate?.message} {...text("deliveryDate")} />
      </FieldRow>
      <FieldRow>
        <SelectField
          id={`${id}-packaging`}
          label="Packaging Preference"
          options={choices(options.packagingPreferences)}
          {...text("packagingPreference")}
        />
        <SelectField id={`${id}-payment`} label="Payment Terms" options={choices(options.paymentTerms)} {...text("paymentTerms")} />
      </FieldRow>
      <Checks>
        <CheckboxField label="Certification required" {...check("certificationRequired")} />
        <CheckboxField label="Samples required" {...check("samplesRequired")} />
      </Checks>
      <TextAreaField
        id={`${id}-requirements`}
        label="Additional Requirements"
        maxLength={2000}
        placeholder="Grade, size, labelling, port of delivery…"
        error={errors.additionalRequirements?.message}
        {...text("additionalRequirements")}
      />
    </FieldGroup>
  );
}
