import { httpsCallable } from 'firebase/functions';
import { functions } from './functions';

/** Calls the callable function `name` with `input` and answers with the data it returns. */
export async function callFunction<TInput, TOutput>(name: string, input: TInput): Promise<TOutput> {
  const { data } = await httpsCallable<TInput, TOutput>(functions, name)(input);
  return data;
}
