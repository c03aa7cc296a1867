import { lazy, Suspense } from 'react';
import { LoadStatus } from '../../../ui/load-status';

// The phone part and its texts load when /profil shows it, never with another page.
const PhonePart = lazy(() => import('./phone-part'));

/** The candidate's phone in /profil: verification by a code, then the channels of each kind of message. */
export function PhonePanel() {
  return (
    <Suspense fallback={<LoadStatus state={{ status: 'loading' }} retry={() => undefined} />}>
      <PhonePart />
    </Suspense>
  );
}
