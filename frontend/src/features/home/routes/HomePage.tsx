import type { HomeData } from "@/types/api";
import { BannerCarousel } from "../components/BannerCarousel";
import { CertificationStrip } from "../components/CertificationStrip";
import { CoreValues } from "../components/CoreValues";
import { FaqSection } from "../components/FaqSection";
import { FeedbackBand } from "../components/FeedbackBand";
import { GlobalReach } from "../components/GlobalReach";
import { Membership } from "../components/Membership";
import { ProductShowcase } from "../components/ProductShowcase";
import { StartConversation } from "../components/StartConversation";
import { Testimonials } from "../components/Testimonials";
import { WhyChooseUs } from "../components/WhyChooseUs";

// Home page (SPEC section 1), sections in the spec's order. Lists missing from the
// props render as empty rather than failing the whole page.

export function HomePage({ data }: { data: Partial<HomeData> | null | undefined }) {
  const d = data ?? {};
  return (
    <>
      <BannerCarousel banners={d.banners ?? []} />
      <WhyChooseUs items={d.whyChooseUs ?? []} />
      <ProductShowcase products={d.products ?? []} />
      <Membership />
      <GlobalReach items={d.reach ?? []} />
      <CoreValues items={d.coreValues ?? []} />
      <FeedbackBand />
      <FaqSection faqs={d.faqs ?? []} />
      <StartConversation />
      <Testimonials items={d.testimonials ?? []} />
      <CertificationStrip />
    </>
  );
}
