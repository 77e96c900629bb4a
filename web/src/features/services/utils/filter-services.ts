import type { Service } from '@centre/domain/services';

export const ALL_CATEGORIES = 'all';

/** Categories in catalogue order, each once. */
export function serviceCategories(services: readonly Service[]): string[] {
  return [...new Set(services.map((service) => service.category))];
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Client-side search over name, summary and category (every word must match somewhere), then
 * the category filter.
 */
export function filterServices(
  services: readonly Service[],
  { search, category }: { search: string; category: string },
): Service[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  return services.filter((service) => {
    if (category !== ALL_CATEGORIES && service.category !== category) return false;
    const haystack = normalise(`${service.name} ${service.summary} ${service.category}`);
    return words.every((word) => haystack.includes(word));
  });
}
