import { NOBODY, REPORT_LABEL_KEYS } from '@centre/domain/reports';

/** The names a report shows for the ids in its counter keys. */
export interface ReportNames {
  service: (id: string) => string;
  staff: (id: string) => string;
  session: (id: string) => string;
}

/**
 * Names from the rollups' labels (`service:{id}`, `staff:{uid}`, `session:{id}`), else the id;
 * a service's through `serviceName` (data/services/service-name.ts: the catalogue's name in the
 * page's language, else its label, else the id); `nobody` for a time or case counted for nobody
 * ('-').
 */
export function reportNames(
  labels: Readonly<Record<string, string>>,
  serviceName: (serviceId: string, recorded?: string) => string,
  nobody: string,
): ReportNames {
  return {
    service: (id) => serviceName(id, labels[REPORT_LABEL_KEYS.service(id)]),
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
