import { NOBODY, REPORT_LABEL_KEYS } from '@centre/domain/reports';

/** The names a report shows for the ids in its counter keys. */
export interface ReportNames {
  service: (id: string) => string;
  staff: (id: string) => string;
  session: (id: string) => string;
}

/**
 * Names from the rollups' labels (`service:{id}`, `staff:{uid}`, `session:{id}`), else the
 * service catalogue's, else the id; `nobody` for a time or case counted for nobody ('-').
 */
export function reportNames(
  labels: Readonly<Record<string, string>>,
  catalogue: ReadonlyMap<string, string>,
  nobody: string,
): ReportNames {
  return {
    service: (id) => labels[REPORT_LABEL_KEYS.service(id)] ?? catalogue.get(id) ?? id,
    staff: (id) => (id === NOBODY ? nobody : (labels[REPORT_LABEL_KEYS.staff(id)] ?? id)),
    session: (id) => labels[REPORT_LABEL_KEYS.session(id)] ?? id,
  };
}

/** The members of staff the labels name (the staff filter's choices), by name. */
export function staffChoices(
  labels: Readonly<Record<string, string>>,
): { value: string; label: string }[] {
  return Object.entries(labels)
    .filter(([key]) => key.startsWith('staff:'))
    .map(([key, name]) => ({ value: key.slice('staff:'.length), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
