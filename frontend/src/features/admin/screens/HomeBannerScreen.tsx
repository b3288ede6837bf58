import * as z from "zod/mini";
import styled from "styled-components";
import { FieldGroup } from "@/components/ui/form/FieldGroup";
import { TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { colors, radii, shadows } from "@/styles/theme";
import { contentCalls, contentKeys, type HomeBanner } from "../api/content";
import { bind, chosenFile, CrudScreen, FileField, optional, required, RowActions } from "../components/crud";

// Home Banner (SPEC section 2): the banner record as three cards (image and heading) and
// the 'Edit Home Banner' dialog with a file, heading and subtitle per slot. Exactly three
// slots (SPEC section 9): the form has three and the server takes no other.

const SLOTS = [1, 2, 3] as const;

const schema = z.object({
  banner1_heading: required("Banner 1 heading"),
  banner1_subtitle: optional(),
  banner1_image: chosenFile(),
  banner2_heading: required("Banner 2 heading"),
  banner2_subtitle: optional(),
  banner2_image: chosenFile(),
  banner3_heading: required("Banner 3 heading"),
  banner3_subtitle: optional(),
  banner3_image: chosenFile(),
});
type Values = z.infer<typeof schema>;

const Record = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
`;

const Slots = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  li { display: grid; gap: 0.5rem; overflow-wrap: anywhere; }
  img, .blank { width: 100%; aspect-ratio: 16 / 9; object-fit: contain; border-radius: ${radii.sm}; background: ${colors.tealSoft}; }
  h2 { font-size: 1rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; font-size: 0.92rem; }
`;

const slot = (b: HomeBanner, n: 1 | 2 | 3) => ({
  heading: b[`banner${n}_heading`],
  subtitle: b[`banner${n}_subtitle`],
  image: b[`banner${n}_image`],
});

export function HomeBannerScreen() {
  return (
    <CrudScreen<HomeBanner, Values>
      title="Home Banner"
      calls={{
        key: contentKeys.banner,
        list: contentCalls.banner,
        update: (row, v) => api.form.post("/api/v1/admin/editHomeBanner", { body: { bannerId: row._id || null, ...v } }),
        messages: { loadFailed: "Failed to fetch banner.", updated: "Banner updated successfully!", updateFailed: "Failed to update banner." },
      }}
      list={(rows, { edit }) =>
        rows.map((b) => (
          <Record key={b._id || "banner"} aria-label="Home banner">
            <Slots>
              {SLOTS.map((n) => {
                const s = slot(b, n);
                return (
                  <li key={n}>
                    {s.image ? <img src={s.image} alt={`Banner ${n}`} /> : <div className="blank" role="img" aria-label={`Banner ${n}: no image`} />}
                    <h2>{s.heading || `Banner ${n}`}</h2>
                    {s.subtitle && <p>{s.subtitle}</p>}
                  </li>
                );
              })}
            </Slots>
            <RowActions name="Home Banner" onEdit={() => edit?.(b)} />
          </Record>
        ))
      }
      emptyText="No banner yet."
      dialogTitle={() => "Edit Home Banner"}
      schema={schema}
      blank={toValues()}
      toValues={toValues}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          {SLOTS.map((n) => (
            <FieldGroup key={n}>
              <legend>Banner {n}</legend>
              <TextField label={`Banner ${n} heading`} markRequired {...bind(form, `banner${n}_heading`)} />
              <TextField label={`Banner ${n} subtitle`} {...bind(form, `banner${n}_subtitle`)} />
              <FileField control={form.control} name={`banner${n}_image`} label={`Banner ${n} image`} current={row ? slot(row, n).image : null} />
            </FieldGroup>
          ))}
        </>
      )}
      deleteDescription=""
    />
  );
}

function toValues(b?: HomeBanner): Values {
  return {
    banner1_heading: b?.banner1_heading ?? "",
    banner1_subtitle: b?.banner1_subtitle ?? "",
    banner1_image: null,
    banner2_heading: b?.banner2_heading ?? "",
    banner2_subtitle: b?.banner2_subtitle ?? "",
    banner2_image: null,
    banner3_heading: b?.banner3_heading ?? "",
    banner3_subtitle: b?.banner3_subtitle ?? "",
    banner3_image: null,
  };
}
