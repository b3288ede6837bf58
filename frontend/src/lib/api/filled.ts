// A list's text filters as query parameters: an empty field means "any", so it is left
// out of the URL rather than sent as an empty value.

export function filledOnly<T extends Record<string, string>>(filters: T): { [K in keyof T]?: string } {
  const query: { [K in keyof T]?: string } = {};
  for (const key of Object.keys(filters) as (keyof T)[]) {
    if (filters[key]) query[key] = filters[key];
  }
  return query;
}
