import { Spinner } from '../components/spinner';

/**
 * What shows while the app's first code and words download. Its label is not translated: it
 * shows before any words have loaded.
 */
export function BootScreen() {
  return (
    <div className="boot-screen">
      <Spinner size="lg" label="Loading Jamii Service Centre" />
    </div>
  );
}
