import { serviceSchema, type Service } from '@centre/domain/services';

/**
 * A services/{id} document checked against the domain schema. Admins edit the catalogue, so a
 * malformed document is left out (null) instead of breaking the whole page.
 */
export function parseService(id: string, data: unknown): Service | null {
  const parsed = serviceSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, id } : null;
}

export function byOrder(a: Service, b: Service): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}
