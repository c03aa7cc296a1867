/**
 * Words and phrases that mean the same job, trade or field, in French and English, abbreviations
 * included: a search for any one finds the offers written with the others, both ways. Written
 * normalised (lower case, no accents). A phrase must be typed whole to be recognised, and is
 * found in an offer when each of its words is.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['rh', 'ressources humaines', 'hr', 'human resources'],
  ['btp', 'batiment travaux publics', 'construction', 'genie civil', 'chantier', 'civil engineer', 'site manager'],
  ['dev', 'developpeur', 'developer', 'programmeur', 'programmer'],
  ['comptable', 'accountant', 'comptabilite', 'accounting'],
  ['chauffeur', 'driver'],
  ['infirmier', 'nurse'],
  ['ingenieur', 'engineer'],
  ['commercial', 'sales', 'vendeur', 'vente'],
  ['juriste', 'lawyer', 'avocat', 'jurist', 'legal counsel', 'paralegal'],
  ['enseignant', 'teacher', 'professeur'],
  ['formateur', 'trainer'],
  ['medecin', 'doctor', 'physician', 'general practitioner'],
  ['pharmacien', 'pharmacist'],
  ['sage-femme', 'sage femme', 'midwife'],
  ['logistique', 'logistics'],
  ['livreur', 'delivery', 'coursier', 'courier'],
  ['auditeur', 'auditor'],
  ['tresorier', 'treasurer', 'tresorerie', 'treasury'],
  ['recrutement', 'recruitment', 'recruteur', 'recruiter', 'talent acquisition'],
  ['paie', 'payroll'],
  ['chef de cuisine', 'head chef', 'cuisinier', 'cook'],
  ['receptionniste', 'receptionist', 'front desk'],
  ['geologue', 'geologist'],
  ['agronome', 'agronomist'],
  ['electricien', 'electrician', 'electrical'],
  ['graphiste', 'graphic designer'],
  ['informatique', 'it', 'computing'],
  ['chef de projet', 'project manager'],
  ['chef de produit', 'product manager'],
  ['conseiller financier', 'financial advisor'],
  ['controleur de gestion', 'financial controller'],
  ['charge de clientele', 'relationship manager'],
  ['communication', 'communications'],
  ['stagiaire', 'stage', 'intern', 'internship'],
  ['mathematiques', 'maths', 'mathematics'],
  ['anglais', 'english'],
  ['hse', 'qhse'],
  ['gestionnaire de stock', 'magasinier', 'warehouse', 'storekeeper'],
  ['agent de voyage', 'travel consultant', 'travel agent'],
  ['agent de transit', 'transitaire', 'freight forwarder'],
  ['directeur', 'director'],
  ['responsable', 'manager'],
  ['technicien', 'technician'],
  ['reseaux', 'network'],
  ['fiscaliste', 'tax'],
  ['administrateur', 'administrator'],
  ['banque', 'bank', 'banking'],
  ['sante', 'health', 'healthcare'],
];

/** Small words a phrase may hold that say nothing of the job ("chef de projet"). */
const LINK_WORDS = new Set(['de', 'des', 'du', 'd', 'en', 'et', 'la', 'le', 'l', 'of', 'the', 'and', 'a']);

const BY_PHRASE = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const phrase of group) BY_PHRASE.set(phrase, group);

/** The other phrases of the group `phrase` belongs to (none when it is in no group). */
export function synonymsOf(phrase: string): string[] {
  return (BY_PHRASE.get(phrase) ?? []).filter((other) => other !== phrase);
}

/** Whether the words `phrase` are a known synonym phrase, so the query reads them as one unit. */
export function isSynonymPhrase(phrase: string): boolean {
  return BY_PHRASE.has(phrase);
}

/** The words of a phrase an offer must hold, link words left out. */
export function phraseWords(phrase: string): string[] {
  const words = phrase.split(' ');
  return words.length === 1 ? words : words.filter((word) => !LINK_WORDS.has(word));
}

/** The longest synonym phrase, in words. */
export const LONGEST_SYNONYM = Math.max(...GROUPS.flat().map((phrase) => phrase.split(' ').length));
