// Page data of the service and contact pages (server/src/pages/service.rs, contact.rs).

export type Service = { _id: string; title: string; subtitle: string; description: string; image: string | null };

export type AdditionalService = { _id: string; title: string; description: string; image: string | null };

export type ServiceData = { services: Service[]; additionalServices: AdditionalService[] };

export type ContactData = { phones: string[]; emails: string[]; address: string };
