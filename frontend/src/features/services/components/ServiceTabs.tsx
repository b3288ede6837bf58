import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Img } from "@/components/ui/Img";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/Tabs";
import { colors, media, radii, shadows } from "@/styles/theme";
import type { AdditionalService, Service } from "@/types/api";

// One group of services as tabs (SPEC section 2): the first tab open by default, one
// panel at a time, each with 'Learn more' and 'Get Started Today'.

export type ServiceItem = Service | AdditionalService;

const Panel = styled.article`
  display: grid;
  gap: 2rem;
  align-items: center;
  padding: clamp(1.25rem, 3vw, 2rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  @media ${media.md} { grid-template-columns: 1fr 1.1fr; }
`;

const Media = styled.div`
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.tealSoft};
  aspect-ratio: 8 / 5;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Text = styled.div`
  display: grid;
  gap: 0.85rem;
  h3 { font-size: clamp(1.4rem, 2.4vw, 1.8rem); color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

const Subtitle = styled.p`
  && { color: ${colors.saffronText}; font-weight: 700; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

type ServiceTabsProps = { label: string; items: ServiceItem[] };

export function ServiceTabs({ label, items }: ServiceTabsProps) {
  if (items.length === 0) return null;
  return (
    <Tabs defaultValue={items[0]._id}>
      <TabList aria-label={label}>
        {items.map((item) => (
          <Tab key={item._id} value={item._id}>
            {item.title}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item._id} value={item._id}>
          <Panel>
            <Media>{item.image && <Img src={item.image} alt="" width={800} height={500} />}</Media>
            <Text>
              <h3>{item.title}</h3>
              {"subtitle" in item && item.subtitle && <Subtitle>{item.subtitle}</Subtitle>}
              <p>{item.description}</p>
              <Actions>
                {/* The title in hidden text rather than an aria-label: crawlers read the
                    link's text, and eight bare 'Learn more' links say nothing to them. */}
                <ButtonLink to="/about" $variant="outline">
                  Learn more<span className="visually-hidden"> about {item.title}</span>
                </ButtonLink>
                <ButtonLink to="/contact" $variant="secondary">
                  Get Started Today
                </ButtonLink>
              </Actions>
            </Text>
          </Panel>
        </TabPanel>
      ))}
    </Tabs>
  );
}
