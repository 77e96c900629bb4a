import { isActiveVisit, type VisitRecord, type VisitStatus } from '@centre/domain/visits';
import { serviceNameOf } from '../../../data/services/service-name';

export interface ServiceLine {
  serviceId: string;
  serviceName: string;
  /** Waiting, in call order (the list comes sorted by compareQueueOrder). */
  waiting: VisitRecord[];
  /** Called or in service. */
  atDesks: VisitRecord[];
  /** Check-in of the longest-waiting visit, or null. */
  oldestWaitingSince: Date | null;
}

/** The day's active visits as one line per service (services in `order`, then the others). */
export function serviceLines(
  visits: readonly VisitRecord[],
  services: readonly { id: string; name: string }[],
): ServiceLine[] {
  const lines = new Map<string, ServiceLine>();
  const lineOf = (visit: VisitRecord) => {
    let line = lines.get(visit.serviceId);
    if (!line) {
      line = {
        serviceId: visit.serviceId,
        serviceName: serviceNameOf(services, visit.serviceId, visit.serviceName),
        waiting: [],
        atDesks: [],
        oldestWaitingSince: null,
      };
      lines.set(visit.serviceId, line);
    }
    return line;
  };
  for (const visit of visits) {
    if (!isActiveVisit(visit.status)) continue;
    const line = lineOf(visit);
    if (visit.status === 'waiting') {
      line.waiting.push(visit);
      const since = visit.checkedInAt;
      if (since && (!line.oldestWaitingSince || since < line.oldestWaitingSince)) {
        line.oldestWaitingSince = since;
      }
    } else line.atDesks.push(visit);
  }
  const order = new Map(services.map((service, index) => [service.id, index]));
  return [...lines.values()].sort(
    (a, b) =>
      (order.get(a.serviceId) ?? Infinity) - (order.get(b.serviceId) ?? Infinity) ||
      a.serviceName.localeCompare(b.serviceName),
  );
}

/** Whole minutes since an instant (a ticking wait). */
export function minutesSince(since: Date | null, now: Date): number | null {
  if (!since) return null;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/** The actions a visit's status allows (the server checks again). */
export interface AllowedActions {
  recall: boolean;
  start: boolean;
  complete: boolean;
  noShow: boolean;
  cancel: boolean;
  transfer: boolean;
  assign: boolean;
}

export function allowedActions(status: VisitStatus): AllowedActions {
  return {
    recall: status === 'called',
    start: status === 'called',
    complete: status === 'in_service',
    noShow: status === 'called',
    cancel: status === 'waiting' || status === 'called',
    transfer: isActiveVisit(status),
    assign: isActiveVisit(status),
  };
}

export const STATUS_TONES: Readonly<
  Record<VisitStatus, 'default' | 'warning' | 'danger' | 'neutral'>
> = {
  waiting: 'default',
  called: 'warning',
  in_service: 'default',
  completed: 'neutral',
  no_show: 'danger',
  cancelled: 'danger',
};
