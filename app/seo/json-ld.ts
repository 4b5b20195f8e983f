/** schema.org data every kind of page shares. */

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
