import { useTranslation } from 'react-i18next';
import { carriedText } from '../../../lib/carried-text';

/** When a document (the terms, the privacy notice) was last changed, as a long date. */
export function useLongDate(date: Date): string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return carriedText(`long-date|${locale}|${date.getTime()}|${date.getTimezoneOffset()}`, () =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date),
  );
}

/** A bullet list of a document's translated items, one per id. */
export function ItemList<Id extends string>({
  ids,
  text,
}: {
  ids: readonly Id[];
  text: (id: Id) => string;
}) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{text(id)}</li>
      ))}
    </ul>
  );
}

/** A document's sections, one per id: a heading (h2 or h3) and one paragraph. */
export function TextSections<Id extends string>({
  ids,
  heading: Heading = 'h2',
  title,
  body,
}: {
  ids: readonly Id[];
  heading?: 'h2' | 'h3';
  title: (id: Id) => string;
  body: (id: Id) => string;
}) {
  return ids.map((id) => (
    <section key={id}>
      <Heading>{title(id)}</Heading>
      <p>{body(id)}</p>
    </section>
  ));
}
