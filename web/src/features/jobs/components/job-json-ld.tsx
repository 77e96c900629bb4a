import { jobPostingJsonLd, jsonLdScript, publicJobPath, type JobRecord } from '@centre/domain/jobs';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The job's schema.org JobPosting for search engines (Google for Jobs), in the page as
 * <script type="application/ld+json">. Only for a published job: a closed one is not offered.
 */
export function JobJsonLd({ job }: { job: JobRecord }) {
  // The page's address names the site it is served from, which the build does not know: a
  // pre-rendered page gains it once live (the same first render as its HTML).
  const hydrated = useHydrated();
  if (job.status !== 'published') return null;
  const url = hydrated ? `${window.location.origin}${publicJobPath(job.id)}` : undefined;
  return (
    <script
      type="application/ld+json"
      // The builder's output, with `<` escaped (jsonLdScript): no text of the job can end it.
      dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(job, { url })) }}
    />
  );
}
