import { baobab } from '../baobab';

/** The company page: its tabs (offers, about, chat), with the sign-in dialog it opens. */
export default function Company() {
  return (
    <>
      <h1>L’entreprise</h1>
      <baobab-company-page alias={baobab().company} />
      <baobab-auth-modal />
    </>
  );
}
