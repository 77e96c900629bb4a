import { useEffect, useState } from 'react';

/** `now`, renewed every `everyMs` (a ticking clock for waits, and the day changing at midnight). */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
