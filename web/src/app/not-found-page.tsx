import { MESSAGES } from '@centre/domain/messages';
import { Button } from '../components/button';

/** Any path that no route matches (SPEC 2). Bundled eagerly: it must render without a chunk. */
export function NotFoundPage() {
  return (
    <section className="page page--centered" aria-labelledby="not-found-title">
      <p className="page__eyebrow">404</p>
      <h1 id="not-found-title" className="page__title">
        {MESSAGES.notFoundTitle}
      </h1>
      <p className="page__lead">{MESSAGES.notFoundBody}</p>
      <Button to="/">Back to Home</Button>
    </section>
  );
}
