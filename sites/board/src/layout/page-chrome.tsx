import { AuthModal } from '@baobab/widgets/auth-modal';
import { AuthQuery } from '../navigation/auth-query';

/**
 * The page's one sign-in modal (it claims the role at once; its dialog loads when it first opens)
 * and the mailed links' parameters that act on arrival (`?modal=login`, a newsletter link…).
 */
export function PageChrome() {
  return (
    <>
      <AuthModal />
      <AuthQuery />
    </>
  );
}
