// The six certificates of SPEC section 2 (static). Images are illustrations under
// static/images/certificates/.

export type Certificate = { id: string; title: string; year: number; image: string };

export const CERTIFICATES: readonly Certificate[] = [
  { id: "iso-9001", title: "ISO 9001 Certification", year: 2023, image: "/static/images/certificates/iso-9001.svg" },
  { id: "export-excellence", title: "Export Excellence Award", year: 2022, image: "/static/images/certificates/export-excellence.svg" },
  { id: "quality-assurance", title: "Quality Assurance", year: 2021, image: "/static/images/certificates/quality-assurance.svg" },
  { id: "trade-compliance", title: "Trade Compliance", year: 2023, image: "/static/images/certificates/trade-compliance.svg" },
  { id: "environmental-standard", title: "Environmental Standard", year: 2022, image: "/static/images/certificates/environmental-standard.svg" },
  { id: "industry-recognition", title: "Industry Recognition", year: 2021, image: "/static/images/certificates/industry-recognition.svg" },
];
