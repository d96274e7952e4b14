/** Sentences any route may answer: sessions, limits, the generic refusals. */
import type { Catalogue } from '@arena/shared/i18n/translate';

export const general: Catalogue = {
  'Your session has expired, please log in again.': {
    de: 'Deine Sitzung ist abgelaufen, bitte melde dich erneut an.',
    fr: 'Votre session a expiré, veuillez vous reconnecter.',
    es: 'Tu sesión ha caducado, vuelve a iniciar sesión.',
    it: 'La sessione è scaduta, accedi di nuovo.',
    pl: 'Twoja sesja wygasła, zaloguj się ponownie.',
  },
  'Too many attempts, please try again in {seconds} seconds.': {
    de: 'Zu viele Versuche, bitte versuche es in {seconds} Sekunden erneut.',
    fr: 'Trop de tentatives, veuillez réessayer dans {seconds} secondes.',
    es: 'Demasiados intentos, vuelve a intentarlo dentro de {seconds} segundos.',
    it: 'Troppi tentativi, riprova tra {seconds} secondi.',
    pl: 'Zbyt wiele prób, spróbuj ponownie za {seconds} s.',
  },
  // Neutral word order where a language inflects for the noun's gender (the noun is a value).
  '{what} was not found': {
    de: '{what} wurde nicht gefunden',
    fr: 'Introuvable : {what}',
    es: 'No se ha encontrado: {what}',
    it: 'Non trovato: {what}',
    pl: 'Nie znaleziono: {what}',
  },
  'The requested resource': {
    de: 'Die angeforderte Ressource',
    fr: 'la ressource demandée',
    es: 'el recurso solicitado',
    it: 'la risorsa richiesta',
    pl: 'żądany zasób',
  },
};
