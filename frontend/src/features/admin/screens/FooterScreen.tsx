import * as z from "zod/mini";
import styled from "styled-components";
import { CheckboxField, FieldRow, TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { colors, radii, shadows } from "@/styles/theme";
import { contentCalls, contentKeys, type Footer } from "../api/content";
import { bind, chosenFile, CrudScreen, FileField, optional, required, RowActions } from "../components/crud";

// Footer & Contact Details (the spec names the screen but does not show it): the footer's
// Get In Touch lines and the contact page's details — two phone and two e-mail lines,
// address, business hours, the map position of 'Our Location' — and the brochure PDF
// that the footer's Brochure heading and the category pages' Download Brochure serve.

const schema = z.object({
  phone: required("Phone"),
  phone2: optional(),
  email: required("Email"),
  email2: optional(),
  address: required("Address"),
  businessHours: optional(),
  mapLatitude: optional(),
  mapLongitude: optional(),
  brochure: chosenFile(),
  removeBrochure: z.boolean(),
});
type Values = z.infer<typeof schema>;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  gap: 0.6rem 1.25rem;
  margin: 0 0 1rem;
  padding: 1.25rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  dt { font-weight: 700; color: ${colors.forest}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  @media (max-width: 479px) { grid-template-columns: minmax(0, 1fr); dd { margin-bottom: 0.5rem; } }
`;

const hoursText = (f: Footer) => f.businessHours.map((h) => (h.time ? `${h.days}: ${h.time}` : h.days)).join("\n");

function toValues(f: Footer): Values {
  return {
    phone: f.phone,
    phone2: f.phone2 ?? "",
    email: f.email,
    email2: f.email2 ?? "",
    address: f.address,
    businessHours: hoursText(f),
    mapLatitude: f.map ? String(f.map.latitude) : "",
    mapLongitude: f.map ? String(f.map.longitude) : "",
    brochure: null,
    removeBrochure: false,
  };
}

export function FooterScreen() {
  return (
    <CrudScreen<Footer, Values>
      title="Footer & Contact Details"
      calls={{
        key: contentKeys.footer,
        list: contentCalls.footer,
        update: (_row, { removeBrochure, ...v }) =>
          api.form.post("/api/v1/admin/editFooter", { body: { ...v, removeBrochure: removeBrochure ? "true" : null } }),
        messages: { loadFailed: "Failed to fetch footer.", updated: "Footer updated successfully!", updateFailed: "Failed to update footer." },
      }}
      list={(rows, { edit }) =>
        rows.map((f) => (
          <div key={f._id || "footer"}>
            <Details aria-label="Footer and contact details">
              <dt>Phone</dt>
              <dd>{[f.phone, f.phone2].filter(Boolean).join("\n") || "—"}</dd>
              <dt>Email</dt>
              <dd>{[f.email, f.email2].filter(Boolean).join("\n") || "—"}</dd>
              <dt>Address</dt>
              <dd>{f.address || "—"}</dd>
              <dt>Business hours</dt>
              <dd>{hoursText(f) || "—"}</dd>
              <dt>Map</dt>
              <dd>{f.map ? `${f.map.latitude}, ${f.map.longitude}` : "No map: the contact page shows its illustration"}</dd>
              <dt>Brochure</dt>
              <dd>{f.brochure ? <a href={f.brochure}>Download the current brochure</a> : "No brochure uploaded"}</dd>
            </Details>
            <RowActions name="Footer" onEdit={() => edit?.(f)} />
          </div>
        ))
      }
      emptyText="No footer yet."
      dialogTitle={() => "Edit Footer"}
      schema={schema}
      blank={toValues({ _id: "", phone: "", address: "", email: "", businessHours: [] })}
      toValues={toValues}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          <FieldRow>
            <TextField label="Phone" type="tel" markRequired {...bind(form, "phone")} />
            <TextField label="Second phone" type="tel" note="optional" {...bind(form, "phone2")} />
          </FieldRow>
          <FieldRow>
            <TextField label="Email" type="email" markRequired {...bind(form, "email")} />
            <TextField label="Second email" type="email" note="optional" {...bind(form, "email2")} />
          </FieldRow>
          <TextAreaField label="Address" markRequired {...bind(form, "address")} />
          <TextAreaField label="Business hours" note='one line each, e.g. "Mon-Fri: 9:00 AM-6:00 PM"' {...bind(form, "businessHours")} />
          <FieldRow $min="9rem">
            <TextField label="Map latitude" inputMode="decimal" note="optional" {...bind(form, "mapLatitude")} />
            <TextField label="Map longitude" inputMode="decimal" note="optional" {...bind(form, "mapLongitude")} />
          </FieldRow>
          <FileField control={form.control} name="brochure" label="Brochure (PDF)" accept="application/pdf" current={row?.brochure} currentAs="link" />
          {row?.brochure && <CheckboxField label="Remove the brochure" {...form.register("removeBrochure")} />}
        </>
      )}
      deleteDescription=""
    />
  );
}
