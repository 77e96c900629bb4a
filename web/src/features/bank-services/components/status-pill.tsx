import { StatusPill, type PillTone } from '../../../components/pill';
import { clientStatusLabel, requestStatusLabel } from '../utils/labels';

const REQUEST_TONES: Record<string, PillTone> = {
  new: 'warning',
  converted: 'neutral',
  closed: 'neutral',
};

const CLIENT_TONES: Record<string, PillTone> = {
  kyc_pending: 'warning',
  declined: 'danger',
  closed: 'neutral',
};

export function BankRequestStatusPill({ status }: { status: string }) {
  return <StatusPill status={status} tones={REQUEST_TONES} label={requestStatusLabel} />;
}

export function BankClientStatusPill({ status }: { status: string }) {
  return <StatusPill status={status} tones={CLIENT_TONES} label={clientStatusLabel} />;
}
