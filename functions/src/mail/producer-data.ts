import { COLLECTIONS } from '@centre/domain/collections';
import type { Language } from '@centre/domain/constants';
import type { MailTemplateData } from '@centre/domain/mail';
import { localizeService, type ServiceTranslations } from '@centre/domain/service-texts';
import { serviceSchema } from '@centre/domain/services';
import { db } from '../admin';
import { siteUrl } from './links';
import type { Fields } from './decisions';

/**
 * What the producers print beside the record's own fields: service names and documents, the
 * links of the public site.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The public status check with the reference filled in (the services page's check-status panel). */
export function statusCheckUrl(
  reference: string,
  page: '/services' | '/license-renewal' = '/services',
) {
  return siteUrl(`${page}?reference=${encodeURIComponent(reference)}#check-status`);
}

export interface ServiceFacts {
  name: string;
  /** The service's documents list (services/{id}.requiredDocuments): what to bring. */
  requiredDocuments: string[];
  /** its words in other languages (services/{id}.translations), when they parse */
  translations?: ServiceTranslations | undefined;
  /** the name in the mail's language, when the catalogue has one (serviceFactsIn) */
  nameInLanguage?: string;
}

/** services/{id}'s name and documents; the id itself when the service is gone. */
export async function loadServiceFacts(serviceId: string): Promise<ServiceFacts> {
  if (!serviceId) return { name: '', requiredDocuments: [] };
  const snapshot = await db.doc(`${COLLECTIONS.services}/${serviceId}`).get();
  const documents: unknown = snapshot.get('requiredDocuments');
  // Words that do not parse are left out: the mail is then in English words for the service.
  const translations = serviceSchema.shape.translations.safeParse(snapshot.get('translations'));
  return {
    name: text(snapshot.get('name')) || serviceId,
    requiredDocuments: Array.isArray(documents)
      ? documents.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [],
    translations: translations.success ? translations.data : undefined,
  };
}

/** The service's name and documents in the mail's language where the catalogue has them. */
export function serviceFactsIn(service: ServiceFacts, language: Language): ServiceFacts {
  const shown = localizeService(service, language);
  const name = language === 'en' ? undefined : service.translations?.[language]?.name;
  return { ...shown, ...(name ? { nameInLanguage: name } : {}) };
}

/** An applicant's name as the mail greets them. */
export function applicantName(applicant: unknown): string {
  const person = (applicant ?? {}) as Record<string, unknown>;
  return [text(person.firstName), text(person.lastName)].filter(Boolean).join(' ');
}

/**
 * An appointment's template data (booked, rescheduled, and the reminder's base): its slot in the
 * centre's zone, what to bring and the manage link.
 */
export function appointmentData(
  appointmentId: string,
  appointment: NonNullable<Fields>,
  timezone: string,
  service: ServiceFacts,
  sequence: number,
): MailTemplateData['appointment_booked'] {
  return {
    name: text(appointment.name),
    reference: text(appointment.reference),
    // The name it was booked under, unless the mail's language has one for the service.
    serviceName: service.nameInLanguage ?? (text(appointment.serviceName) || service.name),
    date: text(appointment.date),
    start: text(appointment.start),
    end: text(appointment.end),
    timezone,
    whatToBring: service.requiredDocuments,
    manageUrl: siteUrl(`/appointment/${encodeURIComponent(appointmentId)}`),
    sequence,
  };
}
