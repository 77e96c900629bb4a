/**
 * Staff for a back-office view's assignee pickers and filters, as the views take them: the
 * options (while they load, none) and whether they could not be read.
 */
export function staffProps<T>(staff: { data: T | undefined; isError: boolean }) {
  return { staffOptions: staff.data, staffUnavailable: staff.isError };
}
