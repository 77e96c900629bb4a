import { fetchPublic, isPublicNotFound } from '../lib/public-api';

/** Parses a record by its id and fields; null when it is not one to show. */
type RecordParser<T> = (id: string, data: unknown) => T | null;

/** The public records that have a page of their own, and the key their answer holds them under. */
const PUBLIC_RECORDS = { services: 'service', jobs: 'job' } as const;

/**
 * One record of a public page (a service, a job) from the public read endpoint
 * (lib/public-api.ts), parsed by the parser `loadParser` imports: the parser (and zod with it)
 * loads with the read, not with the page (docs/architecture.md §4). Null when the endpoint has
 * none to show (404: missing, or one the public may not see, such as a draft job); any other
 * failure is thrown, so the page can offer to try again.
 */
export async function readPublicDocument<T>(
  name: keyof typeof PUBLIC_RECORDS,
  id: string,
  loadParser: () => Promise<RecordParser<T>>,
): Promise<T | null> {
  const [body, parse] = await Promise.all([
    fetchPublic(`${name}/${encodeURIComponent(id)}`).catch((error: unknown) => {
      if (isPublicNotFound(error)) return null;
      throw error;
    }),
    loadParser(),
  ]);
  const record = body?.[PUBLIC_RECORDS[name]];
  return record ? parse(id, record) : null;
}
