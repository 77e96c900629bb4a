/**
 * Calls the callable function `name` with `input` and answers with the data it returns.
 *
 * The Functions SDK, with the app and App Check, loads with the first call rather than with the
 * page that can make one: a public form's page evaluates none of it while it hydrates, only once
 * the visitor sends something.
 */
export async function callFunction<TInput, TOutput>(name: string, input: TInput): Promise<TOutput> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('./functions'),
  ]);
  const { data } = await httpsCallable<TInput, TOutput>(functions, name)(input);
  return data;
}
