/**
 * What `start()` settles with, or a rejection with `timeoutError()` when it has not settled within
 * `ms`. `start` is called after the timer is set, inside the promise, so that a throw rejects too.
 */
export function settleWithin<T>(
  start: () => Promise<T>,
  ms: number,
  timeoutError: () => Error,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    start().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
