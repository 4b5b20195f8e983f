/** schema.org data every kind of page shares. */

/** A logo's address as structured data needs it: absolute (the site's own paths get its origin). */
export function logoOf(
  logo: string | null | undefined,
  origin: string,
): { logo: string } | Record<string, never> {
  if (!logo) return {};
  return { logo: logo.startsWith('/') ? origin + logo : logo };
}

/** `BreadcrumbList` of a page: its trail from the first step to itself. */
export function breadcrumbsJsonLd(steps: readonly { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
