import {
  BOOKING_SETTINGS_PATH,
  DEFAULT_BOOKING_SETTINGS,
  bookingSettingsSchema,
} from '@centre/domain/bookings';
import { COLLECTIONS, QUEUE_SETTINGS_PATH } from '@centre/domain/collections';
import {
  reportDayRecordSchema,
  reportRange,
  type ReportDayRecord,
  type ReportPreset,
  type ReportRange,
} from '@centre/domain/reports';
import { DEFAULT_QUEUE_SETTINGS, queueDateOf, queueSettingsSchema } from '@centre/domain/visits';
import { collection, doc, documentId, query, where, type Firestore } from 'firebase/firestore';
import { ReadMeter, meteredGetDoc, meteredGetDocs } from '../dashboard/read-meter';

/** What a report is drawn from: the range's daily rollups and the settings it needs. */
export interface ReportData {
  range: ReportRange;
  /** The centre's day when loaded ('YYYY-MM-DD'), its time zone and the wait target. */
  today: string;
  timezone: string;
  targetMinutes: number;
  /** reportDays/{day} of the range that exist (a day with nothing is absent). */
  records: ReportDayRecord[];
  /** Billed document reads of this load (ReadMeter). */
  reads: number;
}

export interface ReportLoadInput {
  preset: ReportPreset;
  /** The range of a 'custom' preset (checked with reportRangeSchema first). */
  custom?: ReportRange | null;
  now?: Date;
  meter?: ReadMeter;
}

/**
 * One report load: settings/booking (the centre's time zone, so "today" is the centre's day),
 * settings/queue (the wait target) and the range's reportDays, one document per day: a 31-day
 * report costs at most 33 billed reads whatever the number of visits (docs/product.md
 * "Reports"). Takes the Firestore instance, so a node test runs it against the emulator exactly
 * as the page does.
 */
export async function loadReport(
  db: Firestore,
  { preset, custom = null, now = new Date(), meter = new ReadMeter() }: ReportLoadInput,
): Promise<ReportData> {
  const [booking, queue] = await Promise.all([
    meteredGetDoc(meter, 'settings/booking', doc(db, BOOKING_SETTINGS_PATH)),
    meteredGetDoc(meter, 'settings/queue', doc(db, QUEUE_SETTINGS_PATH)),
  ]);
  const zone = bookingSettingsSchema.shape.timezone.safeParse(booking.get('timezone'));
  const timezone = zone.success ? zone.data : DEFAULT_BOOKING_SETTINGS.timezone;
  const target = queueSettingsSchema.shape.waitTargetMinutes.safeParse(
    queue.get('waitTargetMinutes'),
  );
  const targetMinutes = target.success ? target.data : DEFAULT_QUEUE_SETTINGS.waitTargetMinutes;
  const today = queueDateOf(now, timezone);
  const range = reportRange(preset, today, custom ?? undefined);
  const snapshot = await meteredGetDocs(
    meter,
    'reportDays',
    query(
      collection(db, COLLECTIONS.reportDays),
      where(documentId(), '>=', range.from),
      where(documentId(), '<=', range.to),
    ),
  );
  const records = snapshot.docs.flatMap((day) => {
    const parsed = reportDayRecordSchema.safeParse({ ...day.data(), id: day.id });
    return parsed.success ? [parsed.data] : [];
  });
  return { range, today, timezone, targetMinutes, records, reads: meter.reads };
}
