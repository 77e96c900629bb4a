import { Pill, StatusPill, type PillTone } from '../../../components/pill';
import { renewalStatusLabel } from '../utils/labels';

const STATUS_TONES: Record<string, PillTone> = {
  awaiting_client: 'warning',
  ready_for_collection: 'warning',
  rejected: 'danger',
  completed: 'neutral',
};

export function RenewalStatusPill({ status, testId }: { status: string; testId?: string }) {
  return (
    <StatusPill status={status} tones={STATUS_TONES} label={renewalStatusLabel} testId={testId} />
  );
}

/** The flag of a renewal unmoved for more than 10 working days. */
export function StuckPill({ label }: { label: string }) {
  return (
    <Pill tone="danger" testId="stuck-flag">
      {label}
    </Pill>
  );
}
