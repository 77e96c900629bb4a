import { DEFAULT_LANGUAGE, type Language } from '@centre/domain/constants';
import { textSchema } from '@centre/domain/text';
import {
  VISIT_MESSAGES,
  VISITOR_LIMITS,
  visitorDetailsInput,
  type IdType,
  type VisitorDetails,
  type VisitPriority,
} from '@centre/domain/visits';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the desk types: the visitor's details (a new visitor only) and the visit's. */
export interface CheckInFormValues {
  visitor: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    dateOfBirth: string;
    idType: IdType | null;
    idNumber: string;
    nationality: string;
    address: string;
    language: Language;
    notes: string;
  };
  serviceId: string;
  /** The priority toggle: elderly, disability, pregnancy, urgent need. */
  priority: boolean;
  purpose: string;
}

export interface CheckInFormOutput {
  visitor?: VisitorDetails;
  serviceId: string;
  priority: boolean;
  purpose: string;
}

export function priorityOf(toggle: boolean): VisitPriority {
  return toggle ? 'priority' : 'normal';
}

export const EMPTY_CHECK_IN_FORM: CheckInFormValues = {
  visitor: {
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    dateOfBirth: '',
    idType: null,
    idNumber: '',
    nationality: '',
    address: '',
    language: DEFAULT_LANGUAGE,
    notes: '',
  },
  serviceId: '',
  priority: false,
  purpose: '',
};

const visitFields = {
  serviceId: z.string().min(1, VISIT_MESSAGES.service),
  priority: z.boolean(),
  purpose: textSchema({ max: VISITOR_LIMITS.purpose }),
};

/**
 * The domain's own input schema checks a new visitor's details (visitorDetailsInput, the one the
 * callable parses), so the desk refuses exactly what the server would; a returning visitor is
 * sent by id and their details are not checked here.
 */
export function checkInFormSchema(newVisitor: boolean) {
  return newVisitor
    ? z.object({ visitor: visitorDetailsInput, ...visitFields })
    : z.object({ visitor: z.unknown().transform(() => undefined), ...visitFields });
}

/**
 * A returning visitor's "Update details" form: the domain's visitorDetailsInput (the one
 * saveVisitor parses). The desk only sees the phone, email and ID number masked, so those start
 * empty, and an empty one keeps what is stored (the callable merges).
 */
export const updateVisitorFormSchema = z.object({ visitor: visitorDetailsInput });
export interface UpdateVisitorFormOutput {
  visitor: VisitorDetails;
}

/** The update form's first values for a match: names, language and ID type; the rest empty. */
export function updateFormValuesOf(match: {
  firstName: string;
  lastName: string;
  language: Language;
  idType: IdType | null;
}): CheckInFormValues {
  return {
    ...EMPTY_CHECK_IN_FORM,
    visitor: {
      ...EMPTY_CHECK_IN_FORM.visitor,
      firstName: match.firstName,
      lastName: match.lastName,
      language: match.language,
      idType: match.idType,
    },
  };
}

/**
 * A check-in form's resolver: the schema parses the desk's values (CheckInFormValues) into what
 * is sent (`Output`), which zodResolver's types cannot follow through the unknown visitor.
 */
export function checkInResolver<Output>(schema: Parameters<typeof zodResolver>[0]) {
  return zodResolver(schema) as unknown as Resolver<CheckInFormValues, unknown, Output>;
}
