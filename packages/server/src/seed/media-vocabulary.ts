import type { Locale, MediaCategory } from '@baobab/core';

/** Titles and body paragraphs of the demo media items; `{company}` is replaced by a company name. */
export interface MediaWords {
  titles: Record<MediaCategory, readonly string[]>;
  paragraphs: Record<MediaCategory, readonly string[]>;
}

export const MEDIA_WORDS: Record<Locale, MediaWords> = {
  fr: {
    titles: {
      articles: [
        'Réussir son entretien d’embauche en cinq étapes',
        'Rédiger un CV qui retient l’attention des recruteurs',
        'Les métiers du numérique qui recrutent en Afrique de l’Ouest',
        'Télétravail : ce que les candidats attendent en 2026',
        'Négocier son salaire sans crainte',
        'Les soft skills les plus recherchées par les employeurs',
        'Reconversion professionnelle : par où commencer ?',
        'Premier emploi : les erreurs à éviter',
      ],
      publications: [
        'Baromètre de l’emploi des jeunes diplômés 2026',
        'Étude : les salaires du secteur bancaire en zone UEMOA',
        'Rapport annuel sur l’égalité professionnelle',
        'Guide des stages en entreprise',
        'Panorama des métiers de la logistique portuaire',
        'Livre blanc : la marque employeur en Afrique francophone',
        'Enquête sur l’inclusion financière au Bénin',
        'Les compétences numériques au Maroc : état des lieux',
      ],
      interviews: [
        '« Nous recrutons avant tout des personnalités » : entretien avec {company}',
        'Dans les coulisses de {company}',
        '{company} : trois questions à sa directrice générale',
        'Comment {company} forme ses jeunes talents',
        'Une journée avec les équipes de {company}',
        'Carrières : pourquoi rejoindre {company} ?',
        'Le parcours d’une ingénieure chez {company}',
        '{company} mise sur l’innovation et la formation',
      ],
    },
    paragraphs: {
      articles: [
        'Le marché de l’emploi évolue vite et les recruteurs reçoivent chaque jour des dizaines de candidatures. Se démarquer demande de la préparation et une bonne connaissance de l’entreprise visée.',
        'Commencez par analyser l’offre : quelles compétences reviennent le plus souvent ? Quels résultats attend-on du poste ? Vos exemples concrets doivent répondre à ces questions.',
        'Soignez aussi votre présence en ligne. Un profil à jour, cohérent avec votre CV, rassure le recruteur et montre votre sérieux.',
        'Enfin, n’hésitez pas à poser des questions en fin d’entretien : c’est le signe d’un intérêt réel pour le poste et pour l’équipe.',
        'Les employeurs accordent une importance croissante à la capacité d’adaptation, au travail en équipe et à la communication. Ces qualités se démontrent par des situations vécues.',
        'Prenez le temps de relire votre candidature et de l’adapter à chaque offre : un message personnalisé fait souvent la différence.',
      ],
      publications: [
        'Cette publication rassemble les résultats d’une enquête menée auprès de plus de deux mille candidats et de trois cents entreprises de la région.',
        'Les chiffres montrent une progression nette des recrutements dans le numérique, la logistique et les énergies renouvelables.',
        'Les entreprises interrogées citent la difficulté à trouver des profils expérimentés comme leur premier frein à la croissance.',
        'Les jeunes diplômés, eux, attendent avant tout une formation continue et des perspectives d’évolution claires.',
        'Le rapport formule enfin plusieurs recommandations à l’intention des employeurs, des écoles et des pouvoirs publics.',
        'La méthodologie complète et les données détaillées sont disponibles sur demande auprès de notre équipe éditoriale.',
      ],
      interviews: [
        'Nous avons rencontré les équipes de {company} pour comprendre comment l’entreprise attire et fidélise ses talents.',
        '« Notre priorité, c’est l’humain. Nous cherchons des personnes curieuses, prêtes à apprendre et à s’engager sur la durée. »',
        'Chez {company}, chaque nouvelle recrue bénéficie d’un parcours d’intégration et d’un mentor pendant ses six premiers mois.',
        '« Nous croyons à la promotion interne : la moitié de nos managers ont commencé chez nous en début de carrière. »',
        'L’entreprise prévoit de renforcer ses équipes dans plusieurs pays au cours de l’année à venir.',
        '« Notre conseil aux candidats ? Soyez vous-mêmes, et montrez-nous ce qui vous passionne. »',
      ],
    },
  },
  en: {
    titles: {
      articles: [
        'How to stand out in a competitive job market',
        'Building a career in renewable energy in Africa',
        'What recruiters look for in a cover letter',
      ],
      publications: [
        'Africa Tech Talent Report 2026',
        'Women in Leadership: the 2026 survey',
        'The state of agribusiness hiring',
      ],
      interviews: [
        'Inside {company}: building tomorrow’s teams',
        'Three questions for the CEO of {company}',
        'Why young talent chooses {company}',
      ],
    },
    paragraphs: {
      articles: [
        'The job market moves fast and recruiters receive dozens of applications every day. Standing out takes preparation and a good knowledge of the company you apply to.',
        'Start by analysing the offer: which skills come up most often? What results does the role expect? Your concrete examples should answer those questions.',
        'Look after your online presence too. An up-to-date profile that matches your CV reassures recruiters.',
        'Finally, ask questions at the end of the interview: it shows a real interest in the role and the team.',
        'Employers increasingly value adaptability, teamwork and communication. These qualities are best shown through real situations.',
        'Take the time to tailor each application: a personal message often makes the difference.',
      ],
      publications: [
        'This publication gathers the results of a survey of more than two thousand candidates and three hundred companies across the region.',
        'The figures show a clear rise in hiring in digital, logistics and renewable energy.',
        'Companies name the shortage of experienced profiles as their first obstacle to growth.',
        'Young graduates expect continuous training and clear career paths above all.',
        'The report ends with recommendations for employers, schools and public authorities.',
        'The full methodology and detailed data are available on request from our editorial team.',
      ],
      interviews: [
        'We met the teams of {company} to understand how the company attracts and keeps its talent.',
        '“People come first. We look for curious people, ready to learn and to commit for the long term.”',
        'At {company}, every new hire follows an onboarding path and has a mentor for their first six months.',
        '“We believe in internal promotion: half of our managers started their careers with us.”',
        'The company plans to grow its teams in several countries over the coming year.',
        '“Our advice to candidates? Be yourself, and show us what you are passionate about.”',
      ],
    },
  },
};
