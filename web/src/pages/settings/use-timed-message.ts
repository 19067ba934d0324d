import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A message that clears itself after `durationMs` (settings success messages 3 s, the
 * recovery codes' 'copied' confirmation 2 s). Showing a new one restarts the clock.
 */
export function useTimedMessage(durationMs: number): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: string | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== null) timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, show];
}

/** Settings success messages disappear after 3 seconds. */
export const SUCCESS_MESSAGE_MS = 3_000;
