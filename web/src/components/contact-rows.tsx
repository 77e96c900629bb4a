/**
 * A person's email, phone and address as rows of a details list (`<dl className="details-list">`):
 * the email and phone as links, '—' for what is missing.
 */
export function ContactRows({
  contact,
  term,
}: {
  contact: { email?: string | null; phone?: string | null; address?: string | null };
  /** A row's term, in the page's language. */
  term: (field: 'email' | 'phone' | 'address') => string;
}) {
  const { email, phone, address } = contact;
  return (
    <>
      <dt>{term('email')}</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : '—'}</dd>
      <dt>{term('phone')}</dt>
      <dd>{phone ? <a href={`tel:${phone}`}>{phone}</a> : '—'}</dd>
      <dt>{term('address')}</dt>
      <dd>{address || '—'}</dd>
    </>
  );
}
