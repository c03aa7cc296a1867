import { normalizeText } from '../search/normalize';

/**
 * Offers that ask the candidate for money — the region's usual job scam: "frais de dossier" paid
 * by Orange Money, MTN MoMo or Wave (docs/product.md §9). Read sentence by sentence, normalised
 * (no accents, lower case): a sentence that plainly asks to pay refuses the offer; wording that
 * only may (a fee, a money-transfer service named) holds it for review.
 */
export type PaymentRequestVerdict = { verdict: 'clean' } | { verdict: 'refused' | 'held'; sentence: string };

/** Fees a candidate is told to pay: always a refusal. */
const FEES = [
  /\bfrais (de |d['’ ]?)(dossier|formation|inscription|candidature|traitement|badge|visite medicale|recrutement|entretien|test)/,
  /\b(application|processing|registration|training|recruitment|interview|screening) fees?\b/,
  /\bpay (a |the |an )?(small )?(fee|deposit)\b/,
  /\bpay to (apply|be (hired|recruited|shortlisted))\b/,
];

/** Ways money is sent in the region. */
const TRANSFERS =
  /\b(mobile money|orange money|mtn money|moov money|airtel money|momo|wave|flooz|t-?money|western union|moneygram|ria)\b/;
/** A verb or noun of paying or sending money, in either language. */
const PAYING =
  /\b(payez|payer|paie|paiement|versez|verser|versement|envoyez|envoyer|transferez|transferer|transfert|depot|deposez|cotisation|pay|paying|payment|send|transfer|deposit)\b/;
/** An amount of money. */
const AMOUNT = /\d[\d .]*\s?(f ?cfa|cfa|fcfa|xof|xaf|francs?|f\b|€|euros?|\$|usd|dirhams?|mad|naira|ngn|cedis?|ghs)/;

/** About the pay the employer gives, not money asked of the candidate. */
const WAGES = /\b(salaire|salary|remuneration|wages?|par mois|per month|monthly|mensuel|prime|bonus)\b/;

/** Words that may be a request for money, or not: a person reads the offer. */
const DOUBTFUL = [
  /\bfrais\b/,
  /\b(caution|contribution|participation financiere|cotisation)\b/,
  /\b(fee|fees|deposit)\b/,
  /\b(mobile money|orange money|mtn money|moov money|airtel money|western union|moneygram)\b/,
];

/** The sentences of a text, as the publisher wrote them. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?;\n])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

function asksForMoney(sentence: string): boolean {
  if (FEES.some((fee) => fee.test(sentence))) return true;
  if (WAGES.test(sentence) || !PAYING.test(sentence)) return false;
  return TRANSFERS.test(sentence) || AMOUNT.test(sentence);
}

/** Whether the texts of an offer ask the candidate to pay: the first sentence that does, if any. */
export function paymentRequestIn(texts: readonly string[]): PaymentRequestVerdict {
  let held: string | undefined;
  for (const text of texts) {
    for (const sentence of sentences(text)) {
      const normalised = normalizeText(sentence);
      if (asksForMoney(normalised)) return { verdict: 'refused', sentence };
      if (!held && !WAGES.test(normalised) && DOUBTFUL.some((word) => word.test(normalised))) held = sentence;
    }
  }
  return held ? { verdict: 'held', sentence: held } : { verdict: 'clean' };
}
