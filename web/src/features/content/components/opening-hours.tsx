import { OPENING_HOURS } from '../centre-info';

/** Opening hours as a definition list: each day range is a term, its hours the description. */
export function OpeningHours() {
  return (
    <dl className="opening-hours">
      {OPENING_HOURS.map((row) => (
        <div key={row.days} className="opening-hours__row">
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
