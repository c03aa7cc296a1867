/**
 * French texts of the CV maker ("Créer mon CV", "Photographier mon CV"): loaded with it, not with
 * every page (widgets: loadCvCatalogue); the server has them in its catalogue (PDF titles, errors).
 */
export const frCv = {
  cv_builder: {
    title: 'Créer mon CV',
    edit_title: 'Modifier mon CV',
    intro: 'Remplissez ce qui vous concerne : nous en faisons un CV en PDF, prêt à envoyer.',
    pdf_language: 'Langue du CV',
    locales: { fr: 'Français', en: 'Anglais' },
    identity: 'Vous',
    full_name: 'Prénom et nom',
    headline: 'Métier ou poste recherché',
    email: 'Email',
    phone: 'Téléphone',
    city: 'Ville',
    photo: 'Photo (facultative)',
    photo_keep: 'Garder la photo actuelle',
    experience: 'Expérience',
    experience_item: 'Expérience {{number}}',
    experience_title: 'Poste',
    organisation: 'Entreprise ou organisation',
    place: 'Lieu',
    period: 'Période (par exemple 2019 – 2022)',
    description: 'Ce que vous y avez fait',
    education: 'Formation',
    education_item: 'Formation {{number}}',
    education_title: 'Diplôme ou formation',
    school: 'École ou centre',
    skills: 'Compétences',
    skills_hint: 'Vos compétences, séparées par des virgules',
    languages: 'Langues',
    language_item: 'Langue {{number}}',
    language_name: 'Langue',
    level: 'Niveau',
    levels: { native: 'Langue maternelle', fluent: 'Courant', good: 'Bon niveau', basic: 'Notions' },
    add: 'Ajouter',
    remove: 'Retirer',
    save: 'Créer le PDF',
    update: 'Enregistrer les modifications',
    saving: 'Création du PDF…',
    created: 'Votre CV « {{name}} » est prêt.',
    invalid: 'Vérifiez les champs signalés.',
    file_name: 'CV {{name}}.pdf',
  },
  cv_photos: {
    title: 'Photographier mon CV',
    intro:
      'Prenez chaque page en photo, à plat et en pleine lumière (4 pages au plus) : nous en faisons un PDF lisible.',
    image_picked: 'Ce fichier est une image, pas un PDF : faites-en un CV en PDF ici.',
    take: 'Prendre une photo',
    choose: 'Choisir dans la galerie',
    page: 'Page {{number}}',
    remove: 'Retirer la page {{number}}',
    count: '{{count}} page(s) sur {{max}}',
    send: 'Faire le PDF',
    sending: 'Création du PDF…',
    created: 'Votre CV « {{name}} » est prêt.',
    file_name: 'CV {{name}} (photos).pdf',
  },
  errors: {
    cv_photo_type: 'Cette image ne peut pas être lue : envoyez une photo JPEG, PNG ou WebP.',
    cv_photo_heic:
      "Les photos HEIC ne peuvent pas encore être lues : choisissez le format « Le plus compatible » (JPEG) dans les réglages de l'appareil photo, ou envoyez une capture d'écran.",
    cv_photo_small: 'Cette photo est trop petite pour être lue une fois imprimée : prenez-la de plus près.',
    cv_photos_count: 'Envoyez de 1 à {{photosMax}} photos, une par page du CV.',
  },
  /** The PDF's own words, in the CV's language. */
  cv_pdf: {
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type CvMessages = Catalogue<typeof frCv>;
