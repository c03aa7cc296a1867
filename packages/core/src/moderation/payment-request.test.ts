import { describe, expect, it } from 'vitest';
import { paymentRequestIn } from './payment-request';

describe('offers that ask the candidate for money', () => {
  it.each([
    'Les candidats retenus devront payer des frais de dossier de 10 000 FCFA.',
    'Frais de formation : 25 000 F à verser avant le démarrage.',
    'Envoyez 5000 F par Orange Money au 77 123 45 67 pour valider votre candidature.',
    'Payez 15 000 FCFA de frais d’inscription.',
    'Versement par Wave au 70 000 00 00 obligatoire.',
    'Applicants must pay a processing fee of 20,000 naira.',
    'Send 5000 XAF by MTN MoMo to confirm your interview.',
    'This is a pay to apply program.',
    'An application fee is required.',
  ])('refuses %j, naming the sentence', (sentence) => {
    const verdict = paymentRequestIn(['Nous recrutons un comptable à Dakar.', `Poste à pourvoir. ${sentence}`]);
    expect(verdict).toEqual({ verdict: 'refused', sentence });
  });

  it.each([
    'Une caution sera demandée à l’embauche.',
    'Contact: our Orange Money agency team.',
    'A small fee may apply for the medical check.',
  ])('holds %j for review', (sentence) => {
    expect(paymentRequestIn([sentence])).toEqual({ verdict: 'held', sentence });
  });

  it.each([
    'Salaire de 350 000 FCFA par mois, payé par Orange Money.',
    'Competitive pay: 400,000 XOF per month.',
    'Vous piloterez le déploiement de Wave au Sénégal.',
    'Nous recrutons un développeur React pour notre équipe de Dakar.',
  ])('lets %j through', (sentence) => {
    expect(paymentRequestIn([sentence])).toEqual({ verdict: 'clean' });
  });
});
