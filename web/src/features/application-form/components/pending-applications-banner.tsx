import { usePendingCount } from '../hooks/use-pending-count';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The banner's words for what waits on this device. */
export function pendingBannerText(applications: number, documents: number): string {
  const subject =
    documents === 0
      ? plural(applications, 'application', 'applications')
      : `${plural(applications, 'application', 'applications')} and ${plural(documents, 'document', 'documents')}`;
  const many = applications + documents > 1;
  return `${subject} ${many ? 'are' : 'is'} saved on this device and waiting to be sent. ${
    many ? 'They' : 'It'
  } will be sent automatically when the connection is back.`;
}

/** Keeps waiting applications (and their documents) visible on every state of the page. */
export function PendingApplicationsBanner({ excludeId }: { excludeId: string | null }) {
  const { applications, documents } = usePendingCount(excludeId);
  if (applications === 0) return null;
  return (
    <p className="pending-banner" role="status">
      {pendingBannerText(applications, documents)}
    </p>
  );
}
