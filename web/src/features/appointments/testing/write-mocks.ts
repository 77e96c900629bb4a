import type { Mock } from 'vitest';

/**
 * The feature's writes seen at the SDK boundary, for component tests: the api modules (and their
 * mutation hooks, which own the cache) run for real, and each Firestore write or callable lands
 * in the matching fake with the arguments of the api function it comes from.
 * Use from a `vi.mock` factory: `vi.mock('firebase/firestore', async (importOriginal) =>
 * firestoreWrites(await importOriginal(), api))`.
 */
export interface WriteFakes {
  createExamSession?: Mock;
  updateExamSession?: Mock;
  markExamBooking?: Mock;
  saveBookingSettings?: Mock;
  setAppointmentStatus?: Mock;
}

type Ref = { path: string };

function missing(name: string): never {
  throw new Error(`No fake for ${name} in this test`);
}

export function firestoreWrites(actual: object, fakes: WriteFakes) {
  return {
    ...actual,
    doc: (_db: unknown, ...segments: string[]): Ref => ({ path: segments.join('/') }),
    collection: (_db: unknown, ...segments: string[]): Ref => ({ path: segments.join('/') }),
    addDoc: async (ref: Ref, data: unknown) => {
      if (ref.path !== 'examSessions') missing(`addDoc ${ref.path}`);
      const id = await (fakes.createExamSession ?? missing('createExamSession'))(data);
      return { id };
    },
    updateDoc: async (ref: Ref, data: Record<string, unknown>) => {
      const [collection, id] = ref.path.split('/');
      if (collection === 'examSessions') {
        return (fakes.updateExamSession ?? missing('updateExamSession'))(id, data);
      }
      if (collection === 'examBookings') {
        return (fakes.markExamBooking ?? missing('markExamBooking'))(id, data.status);
      }
      return missing(`updateDoc ${ref.path}`);
    },
    setDoc: async (ref: Ref, data: unknown) => {
      if (ref.path !== 'settings/booking') missing(`setDoc ${ref.path}`);
      return (fakes.saveBookingSettings ?? missing('saveBookingSettings'))(data);
    },
  };
}

export function functionsCalls(actual: object, fakes: WriteFakes) {
  return {
    ...actual,
    httpsCallable: (_functions: unknown, name: string) => async (input: unknown) => {
      if (name !== 'setAppointmentStatus') missing(`callable ${name}`);
      const data = await (fakes.setAppointmentStatus ?? missing('setAppointmentStatus'))(input);
      return { data };
    },
  };
}
