import { useEffect, useRef } from 'react';

/**
 * A form-level message (the server refused the form). Long forms put it far above the submit
 * button, so each new message is brought into view and focused: the reader sees and hears it.
 */
export function FormAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className="bj-alert bj-alert--error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
