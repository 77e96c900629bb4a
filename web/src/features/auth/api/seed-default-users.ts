import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

/** Asks the backend to provision the four default staff accounts (docs/product.md §7). */
export async function seedDefaultUsers(): Promise<unknown> {
  const callable = httpsCallable(functions, 'seedDefaultUsers');
  const result = await callable();
  return result.data;
}
