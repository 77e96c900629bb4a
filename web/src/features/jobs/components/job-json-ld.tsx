import { jobPostingJsonLd, jsonLdScript, type JobRecord } from '@centre/domain/jobs';

/**
 * The job's schema.org JobPosting for search engines (Google for Jobs), in the page as
 * <script type="application/ld+json">. Only for a published job: a closed one is not offered.
 */
export function JobJsonLd({ job }: { job: JobRecord }) {
  if (job.status !== 'published') return null;
  const url =
    typeof window === 'undefined' ? undefined : `${window.location.origin}/jobs/${job.id}`;
  return (
    <script
      type="application/ld+json"
      // The builder's output, with `<` escaped (jsonLdScript): no text of the job can end it.
      dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(job, { url })) }}
    />
  );
}
