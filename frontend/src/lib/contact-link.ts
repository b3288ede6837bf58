// The contact form's address, prefilled with what the visitor asks about (a product, a
// variety): 'Request Quote', and 'Ask us' where a variety has no offers.

export type ContactTopic = { product?: string; variety?: string };

export function contactHref(topic: ContactTopic): string {
  const params = new URLSearchParams();
  if (topic.product) params.set("product", topic.product);
  if (topic.variety) params.set("variety", topic.variety);
  const query = params.toString();
  return query ? `/contact?${query}` : "/contact";
}

/** The message the contact form starts with for a topic from its address. */
export function contactMessage(search: string): string {
  const params = new URLSearchParams(search);
  const product = params.get("product")?.trim().slice(0, 100);
  const variety = params.get("variety")?.trim().slice(0, 100);
  if (!product) return "";
  const what = variety ? `${variety} (${product})` : product;
  return `I would like a quote for ${what}. Quantity: , destination: .`;
}
