import { Link } from "react-router";
import styled from "styled-components";
import { ButtonAnchor } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { colors, media } from "@/styles/theme";
import type { FooterProps } from "@/types/api";
import { FOOTER_QUICK_LINKS } from "./nav-items";

// Footer (SPEC section 2): Quick Links, Get In Touch from the admin-managed footer
// record, the brochure download and the fixed 2023 copyright line.

const Wrapper = styled.footer`
  background: ${colors.forest};
  color: ${colors.onDark};
  padding-top: 3.5rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  @media ${media.lg} { grid-template-columns: 1.3fr 1fr 1.3fr 1fr; }
`;

const Heading = styled.h2`
  font-size: 1.05rem;
  font-weight: 750;
  margin-bottom: 1rem;
  color: ${colors.saffron};
`;

const About = styled.p`
  color: ${colors.onDarkMuted};
  max-width: 22rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  color: ${colors.onDarkMuted};
  a { color: ${colors.onDark}; text-decoration: none; }
  a:hover { color: ${colors.saffron}; text-decoration: underline; }
`;

const Label = styled.span`
  display: block;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.onDarkMuted};
`;

const Bottom = styled.div`
  margin-top: 3rem;
  padding-block: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.9rem;
  color: ${colors.onDarkMuted};
  text-align: center;
`;

/** tel: links need the number without spaces or punctuation other than a leading +. */
function telHref(phone: string): string {
  return "tel:" + phone.replace(/[^\d+]/g, "");
}

export function Footer({ footer }: { footer: FooterProps }) {
  return (
    <Wrapper>
      <Container>
        <Grid>
          <div>
            <Heading as="p">Tradehub</Heading>
            <About>
              Fresh fruits, spices, textiles and more — sourced from trusted growers and makers, delivered to
              buyers in over 50 countries.
            </About>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <Heading id="footer-quick-links">Quick Links</Heading>
            <List>
              {FOOTER_QUICK_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <Heading>Get In Touch</Heading>
            <List>
              {footer.phone && (
                <li>
                  <Label>Phone</Label>
                  <a href={telHref(footer.phone)}>{footer.phone}</a>
                </li>
              )}
              {footer.address && (
                <li>
                  <Label>Address</Label>
                  <address style={{ fontStyle: "normal" }}>{footer.address}</address>
                </li>
              )}
              {footer.email && (
                <li>
                  <Label>E-mail</Label>
                  <a href={`mailto:${footer.email}`}>{footer.email}</a>
                </li>
              )}
            </List>
          </div>
          <div>
            <Heading>Brochure</Heading>
            {footer.brochure ? (
              <ButtonAnchor href={footer.brochure} download $variant="primary" $size="sm">
                Download Brochure
              </ButtonAnchor>
            ) : (
              <About>Our product brochure will be available here soon.</About>
            )}
          </div>
        </Grid>
      </Container>
      <Bottom>© 2023 Tradehub. All rights reserved.</Bottom>
    </Wrapper>
  );
}
