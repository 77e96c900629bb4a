import { QueueDisplay } from '../../features/queue-display/components/queue-display';

/** The waiting-room TV: full screen, its own header and footer (layout 'display'). */
export default function QueueDisplayPage() {
  return <QueueDisplay />;
}
