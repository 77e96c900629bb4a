import { AssigneeForm, type AssigneeFormProps } from './assignee-form';

type AssigneeWord = keyof AssigneeFormProps['labels'];

/**
 * A record's assignee: the form that changes it for those who may, else the assignee's name.
 * Keyed by the stored assignee, so a change made elsewhere resets the form.
 */
export function AssigneeOrName({
  canManage,
  words,
  ...form
}: Omit<AssigneeFormProps, 'labels'> & {
  canManage: boolean;
  /** The form's words by key, in the page's language. */
  words: (key: AssigneeWord) => string;
}) {
  if (!canManage) {
    return <p>{form.assignedToName ?? form.assignedTo ?? words('unassigned')}</p>;
  }
  const labels = {
    form: words('form'),
    assignee: words('assignee'),
    unassigned: words('unassigned'),
    save: words('save'),
    saved: words('saved'),
    staffUnavailable: words('staffUnavailable'),
  };
  return <AssigneeForm key={`assignee-${form.assignedTo ?? ''}`} labels={labels} {...form} />;
}
