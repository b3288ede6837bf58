import type { ComponentType } from "react";
import { FaqScreen } from "../screens/FaqScreen";
import { FooterScreen } from "../screens/FooterScreen";
import { HomeBannerScreen } from "../screens/HomeBannerScreen";
import { LogoScreen } from "../screens/LogoScreen";
import { CoreValuesScreen, ReachScreen } from "../screens/ReachScreens";
import { AdditionalServicesScreen, ServicesScreen } from "../screens/ServicesScreen";
import { TestimonialsScreen } from "../screens/TestimonialsScreen";
import { WhyChooseUsScreen } from "../screens/WhyChooseUsScreen";
import { SupplierOffersScreen } from "../supplier-offers/components/SupplierOffersScreen";
import { SupplierRegistrationsScreen } from "../supplier-registrations/components/SupplierRegistrationsScreen";
import { BuyerAccountsScreen } from "../accounts/components/BuyerAccountsScreen";
import { SupplierAccountsScreen } from "../accounts/components/SupplierAccountsScreen";
import { ActivityScreen } from "../activity/routes/ActivityScreen";
import { InsightsScreen } from "../insights/routes/InsightsScreen";
import { ExchangeRatesScreen } from "../rates/routes/ExchangeRatesScreen";
import { GeneralEnquiriesScreen } from "../enquiries/routes/GeneralEnquiriesScreen";
import { ProductEnquiriesScreen } from "../product-enquiries/routes/ProductEnquiriesScreen";
import { ProductScreen } from "../products/routes/ProductScreen";
import { OrdersScreen } from "../orders/routes/OrdersScreen";

// The component of each built back-office screen, by its path under /admin (nav.ts holds
// the paths, labels and titles). One line per screen; a path missing here shows the
// placeholder. The whole admin area is one lazily loaded chunk, so these are plain imports.

export const SCREENS: Partial<Record<string, ComponentType>> = {
  logo: LogoScreen,
  "home-banner": HomeBannerScreen,
  reach: ReachScreen,
  core: CoreValuesScreen,
  faq: FaqScreen,
  whyChooseUs: WhyChooseUsScreen,
  service: ServicesScreen,
  "additional-service": AdditionalServicesScreen,
  testimonial: TestimonialsScreen,
  footer: FooterScreen,
  vendor: SupplierAccountsScreen,
  user: BuyerAccountsScreen,
  verifiedSupplier: SupplierRegistrationsScreen,
  supplierProduct: SupplierOffersScreen,
  enquiry: GeneralEnquiriesScreen,
  productEnquiry: ProductEnquiriesScreen,
  activity: ActivityScreen,
  insights: InsightsScreen,
  exchangeRates: ExchangeRatesScreen,
  product: ProductScreen,
  orders: OrdersScreen,
};
