import type { CountryCode } from '@baobab/core';

/**
 * Queries typed the way people type on a phone (no accents, typos, feminine titles, abbreviations,
 * the other language, a town), each with the offers it must find: a pattern over the normalised
 * title (lower case, no accents) of the demo vocabulary, and where the query names a place, the
 * offer's city or country.
 */
export interface QualityQuery {
  q: string;
  title: RegExp;
  city?: string;
  country?: CountryCode;
}

const NURSE = /infirmier|nurse/;
const DEVELOPER = /developpeur|developer/;
const ENGINEER = /ingenieur|engineer/;
const ACCOUNTANT = /comptable|accountant/;
const HR = /\brh\b|ressources humaines|\bhr\b/;
const LAWYER = /juriste|lawyer|legal|paralegal/;
const TEACHER = /enseignant|professeur|teacher/;
const CONSTRUCTION =
  /genie civil|conducteur de travaux|chef de chantier|topographe|metreur|civil engineer|site manager|construction|quantity surveyor|structural/;
const DOCTOR = /medecin|general practitioner/;
const CHEF = /chef de cuisine|head chef/;
const PAYROLL = /paie|payroll/;
const SALES = /commercial|vente|sales|teleconseiller|business developer|account manager/;

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  // Feminine titles and missing accents
  { q: 'infirmiere', title: NURSE },
  { q: 'developpeuse', title: DEVELOPER },
  { q: 'pharmacienne', title: /pharmacien|pharmacist/ },
  { q: 'technicienne', title: /technicien|technician/ },
  { q: 'conductrice de travaux', title: /conducteur de travaux/ },
  { q: 'directrice des etudes', title: /directeur des etudes|academic director/ },
  { q: 'formatrice informatique', title: /formateur en informatique|it trainer/ },
  { q: 'auditrice', title: /auditeur|auditor/ },
  { q: 'tresoriere', title: /tresorier|treasury/ },
  { q: 'conseillere financiere', title: /conseiller financier|financial advisor/ },
  { q: 'chargee de clientele', title: /charge de clientele|relationship manager/ },
  { q: 'attachee commerciale', title: /attache commercial/ },
  { q: 'deleguee medicale', title: /delegue medical|medical sales/ },
  { q: 'enseignante mathematiques', title: /enseignant de mathematiques|mathematics teacher/ },
  { q: 'professeure anglais', title: /professeur d.anglais|english teacher/ },
  { q: 'electricienne', title: /electricien|electrical engineer/ },
  { q: 'livreuse', title: /livreur/ },
  { q: 'infirmiere diplomee', title: /infirmier/ },
  { q: 'ingenieure genie civil', title: /ingenieur genie civil|civil engineer/ },
  { q: 'administratrice systemes', title: /administrateur systemes/ },
  { q: 'controleuse de gestion', title: /controleur de gestion|financial controller/ },
  { q: 'cuisiniere', title: CHEF },
  // Typos
  { q: 'ingenier', title: ENGINEER },
  { q: 'developeur', title: DEVELOPER },
  { q: 'comptabel', title: ACCOUNTANT },
  { q: 'receptioniste', title: /receptionniste|front desk/ },
  { q: 'gestionaire de paie', title: PAYROLL },
  { q: 'logisitque', title: /logisti/ },
  { q: 'pharmacein', title: /pharmacien|pharmacist/ },
  { q: 'infirmer', title: NURSE },
  { q: 'geologe', title: /geologue|geologist/ },
  { q: 'jurist', title: LAWYER },
  // Abbreviations and synonyms, both ways, both languages
  { q: 'driver', title: /chauffeur/ },
  { q: 'nurse', title: NURSE },
  { q: 'accountant', title: ACCOUNTANT },
  { q: 'comptable', title: ACCOUNTANT },
  { q: 'rh', title: HR },
  { q: 'ressources humaines', title: HR },
  { q: 'human resources', title: HR },
  { q: 'dev react', title: /developpeur react|react developer/ },
  { q: 'btp', title: CONSTRUCTION },
  { q: 'lawyer', title: LAWYER },
  { q: 'teacher', title: TEACHER },
  { q: 'enseignant', title: TEACHER },
  { q: 'pharmacist', title: /pharmacien|pharmacist/ },
  { q: 'midwife', title: /sage-femme|midwife/ },
  { q: 'sage femme', title: /sage-femme|midwife/ },
  { q: 'medecin', title: DOCTOR },
  { q: 'doctor', title: DOCTOR },
  { q: 'engineer', title: ENGINEER },
  { q: 'ingenieur', title: ENGINEER },
  { q: 'sales', title: SALES },
  { q: 'head chef', title: CHEF },
  { q: 'graphic designer', title: /graphiste|graphic designer/ },
  { q: 'graphiste', title: /graphiste|graphic designer/ },
  { q: 'logistics', title: /logisti/ },
  { q: 'payroll', title: PAYROLL },
  { q: 'paie', title: PAYROLL },
  { q: 'geologist', title: /geologue|geologist/ },
  { q: 'avocat', title: LAWYER },
  { q: 'chauffeur', title: /chauffeur/ },
  // A place: a city or a country of the board
  { q: 'comptable dakar', title: ACCOUNTANT, city: 'Dakar' },
  { q: 'chauffeur abidjan', title: /chauffeur/, city: 'Abidjan' },
  { q: 'infirmier douala', title: NURSE, city: 'Douala' },
  { q: 'developpeur senegal', title: DEVELOPER, country: 'SN' },
  { q: 'nurse cameroun', title: NURSE, country: 'CM' },
  { q: 'comptable maroc', title: ACCOUNTANT, country: 'MA' },
  { q: 'accountant morocco', title: ACCOUNTANT, country: 'MA' },
  { q: 'comptable yaounde', title: ACCOUNTANT, city: 'Yaoundé' },
  { q: 'engineer ivory coast', title: ENGINEER, country: 'CI' },
  { q: 'ingenieur cote d ivoire', title: ENGINEER, country: 'CI' },
  { q: 'juriste casablanca', title: LAWYER, city: 'Casablanca' },
  { q: 'rh cotonou', title: HR, city: 'Cotonou' },
  { q: 'teacher benin', title: TEACHER, country: 'BJ' },
];
