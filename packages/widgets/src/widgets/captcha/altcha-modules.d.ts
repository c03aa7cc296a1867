// altcha's exports map points the language files' types at files it does not ship.
declare module 'altcha/i18n/fr-fr';
