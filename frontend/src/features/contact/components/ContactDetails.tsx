import styled from "styled-components";
import { colors, radii } from "@/styles/theme";
import type { ContactData } from "@/types/api";

// Contact information and business hours (SPEC section 2), as the admin keeps them in
// the footer record.

const Panel = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border-radius: ${radii.lg};
  background: ${colors.forest};
  color: ${colors.onDark};
  h2 { font-size: 1.45rem; color: ${colors.white}; }
  h3 { font-size: 0.85rem; letter-spacing: 0.1em; text-transform: uppercase; color: ${colors.saffron}; margin-bottom: 0.35rem; }
  a { color: ${colors.onDark}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; }
  address { font-style: normal; color: ${colors.onDarkMuted}; }
`;

const Hours = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.3rem 1.25rem;
  dt { font-weight: 650; }
  dd { margin: 0; color: ${colors.onDarkMuted}; }
`;

function telHref(phone: string): string {
  return "tel:" + phone.replace(/[^\d+]/g, "");
}

export function ContactDetails({ details }: { details: ContactData }) {
  return (
    <Panel>
      <h2>Contact Information</h2>
      {details.phones.length > 0 && (
        <div>
          <h3>Phone</h3>
          <ul>
            {details.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {details.emails.length > 0 && (
        <div>
          <h3>Email</h3>
          <ul>
            {details.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {details.address && (
        <div>
          <h3>Address</h3>
          <address>{details.address}</address>
        </div>
      )}
      {details.businessHours.length > 0 && (
      <div>
        <h3>Business Hours</h3>
        <Hours>
          {details.businessHours.map((row) => (
            <div key={row.days} style={{ display: "contents" }}>
              <dt>{row.days}</dt>
              <dd>{row.time}</dd>
            </div>
          ))}
        </Hours>
      </div>
      )}
    </Panel>
  );
}
