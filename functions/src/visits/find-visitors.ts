import { COLLECTIONS } from '@centre/domain/collections';
import {
  VISITOR_LIMITS,
  VISIT_MESSAGES,
  findVisitorsInput,
  maskEmail,
  maskIdNumber,
  maskPhone,
  searchTokenOf,
  visitorRecordSchema,
  visitorSearchQueryTokens,
  type VisitorMatch,
} from '@centre/domain/visits';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { parseRecord } from '../shared/parse-record';
import type { Caller } from '../shared/require-permission';
import { loadQueueSettings } from './context';
import { staffCallable } from './staff-callable';

/**
 * The desk looks a visitor up by a prefix of a name, a phone number or an ID number
 * (manage_visitor_registration), or by the last 4 or 7 digits of a phone: one
 * `array-contains-any` on visitors' searchTokens with visitorSearchQueryTokens (the typed text's
 * token; when the text is a valid phone number in any format, its E.164 digits; when it is 4 or 7
 * digits, the phone ending). At most VISITOR_LIMITS.searchResults matches, as for any search.
 * Contact details and ID numbers come back masked (VisitorMatch), never whole; anonymised
 * visitors are never matched.
 */
export const findVisitors = staffCallable('manage_visitor_registration', findVisitorsFor);

export async function findVisitorsFor(_caller: Caller, data: unknown): Promise<VisitorMatch[]> {
  const { query } = parseInput(findVisitorsInput, data);
  // Too short a search is refused before the settings are read.
  if (!searchTokenOf(query)) throw new HttpsError('invalid-argument', VISIT_MESSAGES.search);
  const settings = await loadQueueSettings();
  const tokens = visitorSearchQueryTokens(query, settings.defaultPhoneCountry);
  if (!tokens) throw new HttpsError('invalid-argument', VISIT_MESSAGES.search);

  const snapshot = await db
    .collection(COLLECTIONS.visitors)
    .where('searchTokens', 'array-contains-any', tokens)
    .limit(VISITOR_LIMITS.searchResults)
    .get();
  return snapshot.docs
    .map((doc) => parseRecord(visitorRecordSchema, doc))
    .filter((visitor) => !visitor.anonymised)
    .map((visitor): VisitorMatch => ({
      visitorId: visitor.id,
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      phoneMasked: maskPhone(visitor.phone),
      emailMasked: maskEmail(visitor.email),
      idType: visitor.idType,
      idNumberMasked: maskIdNumber(visitor.idNumber),
      dateOfBirthYear: visitor.dateOfBirth ? visitor.dateOfBirth.slice(0, 4) : null,
      language: visitor.language,
      visitCount: visitor.visitCount,
      lastVisitAt: visitor.lastVisitAt ? visitor.lastVisitAt.toISOString() : null,
    }));
}
