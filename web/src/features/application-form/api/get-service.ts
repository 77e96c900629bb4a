import { serviceSchema, type Service } from '@centre/domain/services';
import { doc, getDoc, type FirestoreDataConverter } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { isPermissionDenied } from '../../../lib/error-code';

const serviceConverter: FirestoreDataConverter<Service> = {
  toFirestore: () => {
    throw new Error('The application form never writes services');
  },
  fromFirestore: (snapshot) => ({ ...serviceSchema.parse(snapshot.data()), id: snapshot.id }),
};

/**
 * services/{serviceId}; null when there is none. The public may read only active services, so
 * an inactive one answers permission-denied, which means "not available" here too.
 */
export async function getService(serviceId: string): Promise<Service | null> {
  try {
    const snapshot = await getDoc(doc(db, 'services', serviceId).withConverter(serviceConverter));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}
