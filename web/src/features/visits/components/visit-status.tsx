import { VISIT_STATUS_LABELS, type VisitStatus } from '@centre/domain/visits';
import { Pill } from '../../../components/pill';
import { labelOf } from '../../../lib/labels';
import { STATUS_TONES } from '../lib/lines';

export function VisitStatusPill({ status, testId }: { status: VisitStatus; testId?: string }) {
  return (
    <Pill tone={STATUS_TONES[status]} testId={testId}>
      {labelOf(VISIT_STATUS_LABELS, status)}
    </Pill>
  );
}
