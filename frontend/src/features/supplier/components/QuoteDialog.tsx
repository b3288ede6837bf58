import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type FieldErrors, useForm, type UseFormRegister } from "react-hook-form";
import { toast } from "sonner";
import { DialogSubmitRow } from "@/components/ui/DialogSubmitRow";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { FieldRow, FormBanner, FormStack, SelectField, TextAreaField, TextField } from "@/components/ui/form/fields";
import { ApiError, messageOf } from "@/lib/api";
import { CURRENCIES, INCOTERMS } from "@/lib/like-for-like";
import { formatQuantity } from "@/lib/money";
import type { Currency, EnquiryView, Incoterm, Unit } from "@/types/api";
import { useSendQuote } from "../api/enquiries";
import { PackContentField } from "./PackContentField";
import {
  DELIVERY_TERMS_MAX,
  QUOTE_MESSAGE_MAX,
  QUOTE_UNITS,
  quoteSchema,
  type QuoteFormValues,
  today,
  VALIDITY_MAX_DAYS,
} from "../lib/quote-schema";

// The supplier's quote for one enquiry: sent the first time, revised while the
// request is open. Checked on the client with the server's words; the server's own
// answer (field messages, or why the request is closed) is shown in the dialog.

const FIELDS = ["price", "unit", "minOrder", "validUntil", "deliveryTerms", "message", "packContent", "incoterm", "namedPlace", "currency"] as const;

function startValues(enquiry: EnquiryView): QuoteFormValues {
  const quote = enquiry.quote;
  if (quote) {
    return {
      price: String(quote.price),
      unit: quote.unit,
      minOrder: quote.minOrder == null ? "" : String(quote.minOrder),
      validUntil: quote.validUntil,
      deliveryTerms: quote.deliveryTerms,
      message: quote.message ?? "",
      packContent: quote.packContent == null ? "" : String(quote.packContent),
      incoterm: quote.incoterm ?? "EXW",
      namedPlace: quote.namedPlace ?? "",
      currency: quote.currency,
    };
  }
  return {
    price: "",
    unit: enquiry.supplier.unit,
    minOrder: "",
    validUntil: "",
    deliveryTerms: "",
    message: "",
    packContent: "",
    incoterm: "EXW",
    namedPlace: "",
    currency: "INR",
  };
}

type Props = { enquiry: EnquiryView | null; onClose: () => void; onSent?: (enquiry: EnquiryView) => void };

export function QuoteDialog({ enquiry, onClose, onSent }: Props) {
  return (
    <Dialog open={enquiry !== null} onOpenChange={(open) => !open && onClose()}>
      {enquiry && <QuoteForm key={enquiry._id} enquiry={enquiry} onDone={onClose} onSent={onSent} />}
    </Dialog>
  );
}

/** The quote as the server takes it: numbers as numbers, blanks as null. */
function quoteOf(values: QuoteFormValues) {
  return {
    price: Number(values.price.trim()),
    // The select offers the server's units only; the server checks again.
    unit: values.unit as Unit,
    minOrder: values.minOrder.trim() ? Number(values.minOrder.trim()) : null,
    validUntil: values.validUntil.trim(),
    deliveryTerms: values.deliveryTerms.trim(),
    message: values.message.trim() || null,
    packContent: values.packContent.trim() ? Number(values.packContent.trim()) : null,
    // The selects offer the server's codes only; the server checks again.
    incoterm: values.incoterm as Incoterm,
    namedPlace: values.namedPlace.trim(),
    currency: values.currency as Currency,
  };
}

/** The quote's terms: price, unit and minimum, currency and pack, price basis, validity. */
function QuoteTermsFields({ register, errors }: { register: UseFormRegister<QuoteFormValues>; errors: FieldErrors<QuoteFormValues> }) {
  return (
    <>
      <FieldRow $min="9rem">
        <TextField
          label="Price per unit"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          markRequired
          error={errors.price?.message}
          {...register("price")}
        />
        <SelectField label="Unit" markRequired options={QUOTE_UNITS} error={errors.unit?.message} {...register("unit")} />
        <TextField
          label="Minimum order"
          note="optional, in the unit"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          error={errors.minOrder?.message}
          {...register("minOrder")}
        />
      </FieldRow>
      <FieldRow $min="9rem">
        <SelectField label="Currency" markRequired options={CURRENCIES} error={errors.currency?.message} {...register("currency")} />
        <PackContentField error={errors.packContent?.message} {...register("packContent")} />
      </FieldRow>
      <FieldRow $min="9rem">
        <SelectField label="Incoterm" markRequired options={INCOTERMS} error={errors.incoterm?.message} {...register("incoterm")} />
        <TextField
          label="Named place or port"
          markRequired
          placeholder="Nhava Sheva"
          error={errors.namedPlace?.message}
          {...register("namedPlace")}
        />
      </FieldRow>
      <FieldRow $min="9rem">
        <TextField label="Valid until" type="date" min={today()} max={today(VALIDITY_MAX_DAYS)} markRequired error={errors.validUntil?.message} {...register("validUntil")} />
        <TextField
          label="Delivery terms"
          markRequired
          maxLength={DELIVERY_TERMS_MAX}
          placeholder="Ships 10 days from order"
          error={errors.deliveryTerms?.message}
          {...register("deliveryTerms")}
        />
      </FieldRow>
      <TextAreaField label="Message" note="optional" maxLength={QUOTE_MESSAGE_MAX} error={errors.message?.message} {...register("message")} />
    </>
  );
}

function QuoteForm({ enquiry, onDone, onSent }: { enquiry: EnquiryView; onDone: () => void; onSent?: (enquiry: EnquiryView) => void }) {
  const send = useSendQuote();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [schema] = useState(() => quoteSchema());
  const revising = Boolean(enquiry.quote);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuoteFormValues>({ resolver: zodResolver(schema), defaultValues: startValues(enquiry) });

  const onValid = (values: QuoteFormValues) => {
    setRefusal(null);
    send.mutate(
      {
        id: enquiry._id,
        quote: quoteOf(values),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || (revising ? "Quote updated" : "Quote sent"));
          onSent?.(answer.data);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            for (const [field, message] of Object.entries(error.errors)) {
              if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
            }
          }
          setRefusal(messageOf(error, "Failed to send the quote. Please try again."));
        },
      },
    );
  };

  const title = revising ? "Revise quote" : "Send quote";
  return (
    <DialogContent style={{ width: "min(94vw, 36rem)" }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>
        {enquiry.product.title} – {enquiry.product.variety} for {enquiry.name}: {formatQuantity(enquiry.quantity)} {enquiry.unit}.
        {revising && enquiry.quote ? ` Your quote is at revision ${enquiry.quote.revision}.` : ""}
      </DialogDescription>
      <FormStack noValidate onSubmit={handleSubmit(onValid)} style={{ marginTop: "1.25rem" }} aria-label={title}>
        <QuoteTermsFields register={register} errors={errors} />
        {refusal && <FormBanner tone="error">{refusal}</FormBanner>}
        <DialogSubmitRow busy={send.isPending}>
          {send.isPending ? "Sending..." : revising ? "Update Quote" : "Send Quote"}
        </DialogSubmitRow>
      </FormStack>
    </DialogContent>
  );
}