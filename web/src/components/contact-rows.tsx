/**
 * A person's email, phone and address as rows of a details list (`<dl className="details-list">`):
 * the email and phone as links, '—' for what is missing.
 */
export function ContactRows({
  contact,
  labels,
}: {
  contact: { email?: string | null; phone?: string | null; address?: string | null };
  /** The terms, in the page's language. */
  labels: { email: string; phone: string; address: string };
}) {
  const { email, phone, address } = contact;
  return (
    <>
      <dt>{labels.email}</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : '—'}</dd>
      <dt>{labels.phone}</dt>
      <dd>{phone ? <a href={`tel:${phone}`}>{phone}</a> : '—'}</dd>
      <dt>{labels.address}</dt>
      <dd>{address || '—'}</dd>
    </>
  );
}
