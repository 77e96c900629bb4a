/**
 * Identity documents, one definition for the front desk (visitors) and the bank desk (bank
 * clients). A module of its own, without the queue's date and phone libraries, so that a public
 * page needing only these words downloads nothing else.
 */

export const ID_TYPES = ['passport', 'national_id', 'residence_permit', 'other'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<IdType, string> = {
  passport: 'Passport',
  national_id: 'National ID',
  residence_permit: 'Residence permit',
  other: 'Other document',
};

/** The longest ID number accepted anywhere. */
export const ID_NUMBER_MAX_LENGTH = 40;
