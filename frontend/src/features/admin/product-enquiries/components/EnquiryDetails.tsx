import { useState } from "react";
import { EnquiryStatusBadge } from "@/components/enquiry/EnquiryStatusBadge";
import { Fact, Facts, ReplyQuote, yesNo } from "@/components/enquiry/Facts";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { SelectField } from "@/components/ui/form/fields";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import { formatMoney } from "@/lib/like-for-like";
import { formatQuantity } from "@/lib/money";
import { colors } from "@/styles/theme";
import type { EnquiryView, EnquiryStatus } from "@/types/api";
import { enquiryStatuses } from "@/types/rules.gen";
import { ConfirmDelete } from "../../components/crud";
import { useDeleteProductEnquiry, useSetProductEnquiryStatus } from "../api/enquiries";

// The detail dialog of one product enquiry (SPEC section 2): customer, product, order
// details and extras, the supplier's reply if any, a status selector with Update, and
// Delete Enquiry behind a confirmation. Messages are section 8's.

const Section = styled.section`
  margin-top: 1.25rem;
  h3 { font-size: 1rem; color: ${colors.forest}; margin-bottom: 0.5rem; }
`;

const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  & > div:first-child { flex: 1 1 12rem; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.line};
`;

const Danger = styled(Button)`
  background: #b3261e;
  color: ${colors.white};
  &:hover { background: #8c1d18; }
`;

/** Who asked, for what, on which terms, and the supplier's reply if any. */
function EnquiryFacts({ enquiry }: { enquiry: EnquiryView }) {
  return (
    <>
      <Section aria-labelledby="enquiry-customer">
        <h3 id="enquiry-customer">Customer information</h3>
        <Facts $min="12rem">
          <Fact label="Name">{enquiry.name}</Fact>
          <Fact label="Email">
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </Fact>
          <Fact label="Phone">
            <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a>
          </Fact>
          <Fact label="Company">{enquiry.company || "—"}</Fact>
          <Fact label="Address">
            {enquiry.address}, {enquiry.city}, {enquiry.state} {enquiry.pincode}
          </Fact>
        </Facts>
      </Section>

      <Section aria-labelledby="enquiry-product">
        <h3 id="enquiry-product">Product information</h3>
        <Facts $min="12rem">
          <Fact label="Product">{enquiry.product.title}</Fact>
          <Fact label="Variety">{enquiry.product.variety}</Fact>
          <Fact label="Supplier">{enquiry.supplier.name}</Fact>
          <Fact label="Price">
            {formatMoney(enquiry.supplier.price, enquiry.supplier.currency)} / {enquiry.supplier.unit}
          </Fact>
        </Facts>
      </Section>

      <Section aria-labelledby="enquiry-order">
        <h3 id="enquiry-order">Order details</h3>
        <Facts $min="12rem">
          <Fact label="Quantity">
            {formatQuantity(enquiry.quantity)} {enquiry.unit}
          </Fact>
          <Fact label="Urgency">{codeLabel(enquiry.urgency)}</Fact>
          <Fact label="Delivery date">{formatDate(enquiry.deliveryDate) || "Not specified"}</Fact>
          <Fact label="Packaging">{codeLabel(enquiry.packagingPreference)}</Fact>
          <Fact label="Payment terms">{codeLabel(enquiry.paymentTerms)}</Fact>
        </Facts>
      </Section>

      <Section aria-labelledby="enquiry-extras">
        <h3 id="enquiry-extras">Extras</h3>
        <Facts $min="12rem">
          <Fact label="Certification required">{yesNo(enquiry.certificationRequired)}</Fact>
          <Fact label="Samples required">{yesNo(enquiry.samplesRequired)}</Fact>
          <Fact label="Requirements">{enquiry.additionalRequirements || "None"}</Fact>
        </Facts>
      </Section>

      {enquiry.supplierReply && (
        <Section aria-labelledby="enquiry-reply">
          <h3 id="enquiry-reply">Supplier's reply</h3>
          <ReplyQuote>{enquiry.supplierReply.text}</ReplyQuote>
        </Section>
      )}
    </>
  );
}

/** The status selector with Update. */
function StatusSection({ enquiry, onChange }: { enquiry: EnquiryView; onChange: (e: EnquiryView) => void }) {
  const setStatus = useSetProductEnquiryStatus();
  const [status, setStatusChoice] = useState(enquiry.status);

  function update() {
    setStatus.mutate(
      { id: enquiry._id, status },
      {
        onSuccess: (answer) => {
          onChange(answer.data);
          toast.success("Enquiry status updated successfully");
        },
        onError: () => toast.error("Failed to update status"),
      },
    );
  }

  return (
    <Section aria-labelledby="enquiry-status">
      <h3 id="enquiry-status">Status</h3>
      <StatusRow>
        <SelectField
          label="Enquiry status"
          value={status}
          onChange={(e) => setStatusChoice(e.target.value as EnquiryStatus)}
          options={enquiryStatuses.map((s) => ({ value: s, label: codeLabel(s) }))}
        />
        <Button $variant="secondary" onClick={update} disabled={setStatus.isPending}>
          {setStatus.isPending ? "Updating..." : "Update"}
        </Button>
      </StatusRow>
    </Section>
  );
}

/** Delete Enquiry, behind a confirmation. */
function DeleteEnquiry({ enquiry, onClose }: { enquiry: EnquiryView; onClose: () => void }) {
  const remove = useDeleteProductEnquiry();
  const [confirming, setConfirming] = useState(false);

  function confirmDelete() {
    remove.mutate(enquiry._id, {
      onSuccess: () => {
        toast.success("Enquiry deleted successfully");
        setConfirming(false);
        onClose();
      },
      onError: () => {
        toast.error("Failed to delete enquiry");
        setConfirming(false);
      },
    });
  }

  return (
    <>
      <Footer>
        <Danger onClick={() => setConfirming(true)}>Delete Enquiry</Danger>
      </Footer>
      <ConfirmDelete
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        description={`This action cannot be undone. This will permanently delete the enquiry from ${enquiry.name}.`}
      />
    </>
  );
}

export function EnquiryDetails({ enquiry, onChange, onClose }: { enquiry: EnquiryView; onChange: (e: EnquiryView) => void; onClose: () => void }) {
  return (
    <DialogContent style={{ width: "min(94vw, 46rem)" }}>
      <DialogTitle>Enquiry from {enquiry.name}</DialogTitle>
      <DialogDescription>
        Received <time dateTime={enquiry.createdAt}>{formatDate(enquiry.createdAt)}</time> · <EnquiryStatusBadge status={enquiry.status} />
      </DialogDescription>

      <EnquiryFacts enquiry={enquiry} />

      <StatusSection enquiry={enquiry} onChange={onChange} />

      <DeleteEnquiry enquiry={enquiry} onClose={onClose} />
    </DialogContent>
  );
}