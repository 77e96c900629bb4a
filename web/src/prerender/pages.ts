import { publicJobPath } from '@centre/domain/jobs';
import { ROUTES } from '@centre/domain/routes';
import type { Service } from '@centre/domain/services';
import { LICENCE_RENEWAL_SERVICE_ID } from '@centre/domain/submissions';
import { parseJobDocument, type JobRecord } from '../data/jobs/converter';
import { byOrder, parseService } from '../data/services/converter';

/**
 * The services documents (id and fields, as the seed holds them) as the catalogue read returns
 * them: the active ones that match the domain schema, in catalogue order.
 */
export function activeServices(documents: ({ id: string } & Record<string, unknown>)[]): Service[] {
  return (
    documents
      // The seed's documents take their slug from their id, as scripts/seed.ts writes them.
      .map(({ id, ...data }) => parseService(id, { slug: id, ...data }))
      .filter((service): service is Service => service?.active === true)
      .sort(byOrder)
  );
}

/**
 * The jobs documents (id and fields) as the board's read returns them: the published ones that
 * match the domain schema, newest first.
 */
export function publishedJobs(
  documents: ({ id: string } & Record<string, unknown>)[],
): JobRecord[] {
  return documents
    .map(({ id, ...data }) => parseJobDocument(id, data))
    .filter((job): job is JobRecord => job?.status === 'published')
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
}

/**
 * The pages rendered at build time: every public page of the route table without a parameter,
 * each active service's page and its application page (its heading and what it asks for: the
 * form itself comes once the device's draft is read), the sign-in page included (it shows its
 * form until Auth says someone is signed in, then sends them on), and the open page
 * /book-appointment (its first step: its guard lets a device where nobody is signed in through
 * without Auth). Not the licence renewal's application page: it sends the visitor on to
 * /license-renewal, which is pre-rendered. Each job published when the build ran (jobs published
 * later have no file: Hosting answers with the app's shell, which reads them).
 */
export function prerenderPaths(services: Service[], jobs: readonly JobRecord[] = []): string[] {
  const pages = ROUTES.filter(
    (route) =>
      (route.access === 'public' || route.access === 'open') &&
      (route.layout === 'home' || route.layout === 'public') &&
      !route.path.includes(':'),
  ).map((route) => route.path);
  return [
    ...pages,
    ...services.map((service) => `/services/${service.id}`),
    ...services
      .filter((service) => service.id !== LICENCE_RENEWAL_SERVICE_ID)
      .map((service) => `/service-application/${service.id}`),
    ...jobs.map((job) => publicJobPath(job.id)),
  ];
}
