import { baobab } from './baobab';

/** The company's offers: the list links each offer to the board (no offer route in this app). */
export default function Offers() {
  return (
    <>
      <h1>Nos offres</h1>
      <baobab-job-list company={baobab().company} />
    </>
  );
}
