/**
 * The e-mails' own lines (decision 0062): account e-mails (verification, e-mail change, an admin's password reset)
 * and the frame of the notification e-mails. Written in English by their senders and translated line by line into
 * the recipient account's language (`emailText`).
 */
import type { Catalogue } from '@arena/shared/i18n/translate';

export const emails: Catalogue = {
  'Hello {name},': {
    de: 'Hallo {name},',
    fr: 'Bonjour {name},',
    es: 'Hola {name}:',
    it: 'Ciao {name},',
    pl: 'Cześć {name},',
  },
  // The verified e-mail (decision 0054).
  'Verify your Arena e-mail': {
    de: 'Bestätige deine Arena-E-Mail-Adresse',
    fr: 'Vérifiez votre adresse e-mail Arena',
    es: 'Verifica tu correo de Arena',
    it: 'Verifica la tua e-mail di Arena',
    pl: 'Potwierdź swój adres e-mail w Arena',
  },
  'To verify {email} as the e-mail of your Arena account, open this link within {hours} hours:': {
    de: 'Um {email} als E-Mail-Adresse deines Arena-Kontos zu bestätigen, öffne innerhalb von {hours} Stunden diesen Link:',
    fr: 'Pour vérifier {email} comme adresse e-mail de votre compte Arena, ouvrez ce lien dans les {hours} heures :',
    es: 'Para verificar {email} como correo de tu cuenta de Arena, abre este enlace en las próximas {hours} horas:',
    it: 'Per verificare {email} come e-mail del tuo account Arena, apri questo link entro {hours} ore:',
    pl: 'Aby potwierdzić {email} jako adres e-mail konta Arena, otwórz ten link w ciągu {hours} godz.:',
  },
  'Purchases, paid entries and withdrawals need a verified e-mail.': {
    de: 'Käufe, kostenpflichtige Anmeldungen und Auszahlungen brauchen eine bestätigte E-Mail-Adresse.',
    fr: 'Les achats, les inscriptions payantes et les retraits nécessitent une adresse e-mail vérifiée.',
    es: 'Las compras, las inscripciones de pago y los retiros necesitan un correo verificado.',
    it: 'Acquisti, iscrizioni a pagamento e prelievi richiedono un’e-mail verificata.',
    pl: 'Zakupy, płatne zapisy i wypłaty wymagają potwierdzonego adresu e-mail.',
  },
  'If you did not sign up for Arena, ignore this e-mail.': {
    de: 'Wenn du dich nicht bei Arena registriert hast, ignoriere diese E-Mail.',
    fr: 'Si vous ne vous êtes pas inscrit sur Arena, ignorez cet e-mail.',
    es: 'Si no te has registrado en Arena, ignora este correo.',
    it: 'Se non ti sei registrato su Arena, ignora questa e-mail.',
    pl: 'Jeśli nie rejestrowałeś się w Arena, zignoruj tę wiadomość.',
  },
  // The e-mail change (decision 0029).
  'Confirm your new Arena e-mail': {
    de: 'Bestätige deine neue Arena-E-Mail-Adresse',
    fr: 'Confirmez votre nouvelle adresse e-mail Arena',
    es: 'Confirma tu nuevo correo de Arena',
    it: 'Conferma la tua nuova e-mail di Arena',
    pl: 'Potwierdź nowy adres e-mail w Arena',
  },
  'To make {email} the e-mail of your Arena account, open this link within {hours} hours:': {
    de: 'Um {email} zur E-Mail-Adresse deines Arena-Kontos zu machen, öffne innerhalb von {hours} Stunden diesen Link:',
    fr: 'Pour faire de {email} l’adresse e-mail de votre compte Arena, ouvrez ce lien dans les {hours} heures :',
    es: 'Para que {email} sea el correo de tu cuenta de Arena, abre este enlace en las próximas {hours} horas:',
    it: 'Per rendere {email} l’e-mail del tuo account Arena, apri questo link entro {hours} ore:',
    pl: 'Aby {email} stał się adresem e-mail konta Arena, otwórz ten link w ciągu {hours} godz.:',
  },
  'If you did not ask for this, ignore this e-mail: nothing changes.': {
    de: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
    fr: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.',
    es: 'Si no lo has pedido, ignora este correo: no cambia nada.',
    it: 'Se non l’hai richiesto, ignora questa e-mail: non cambia nulla.',
    pl: 'Jeśli to nie Ty o to prosiłeś, zignoruj tę wiadomość: nic się nie zmieni.',
  },
  'Your Arena e-mail was changed': {
    de: 'Deine Arena-E-Mail-Adresse wurde geändert',
    fr: 'Votre adresse e-mail Arena a été modifiée',
    es: 'Se ha cambiado tu correo de Arena',
    it: 'La tua e-mail di Arena è stata cambiata',
    pl: 'Adres e-mail w Arena został zmieniony',
  },
  'The e-mail of your Arena account was changed from {old} to {new}.': {
    de: 'Die E-Mail-Adresse deines Arena-Kontos wurde von {old} zu {new} geändert.',
    fr: 'L’adresse e-mail de votre compte Arena a été changée de {old} en {new}.',
    es: 'El correo de tu cuenta de Arena ha cambiado de {old} a {new}.',
    it: 'L’e-mail del tuo account Arena è stata cambiata da {old} a {new}.',
    pl: 'Adres e-mail konta Arena został zmieniony z {old} na {new}.',
  },
  'If this was not you, undo it within {days} days with this link; every session will be signed out:': {
    de: 'Wenn du das nicht warst, mach es innerhalb von {days} Tagen mit diesem Link rückgängig; alle Sitzungen werden abgemeldet:',
    fr: 'Si ce n’était pas vous, annulez-le dans les {days} jours avec ce lien ; toutes les sessions seront déconnectées :',
    es: 'Si no has sido tú, deshazlo en los próximos {days} días con este enlace; se cerrarán todas las sesiones:',
    it: 'Se non sei stato tu, annulla entro {days} giorni con questo link; tutte le sessioni verranno disconnesse:',
    pl: 'Jeśli to nie Ty, cofnij to w ciągu {days} dni za pomocą tego linku; wszystkie sesje zostaną wylogowane:',
  },
  // An admin's password reset (decision 0050).
  'Set a new Arena password': {
    de: 'Lege ein neues Arena-Passwort fest',
    fr: 'Définissez un nouveau mot de passe Arena',
    es: 'Establece una nueva contraseña de Arena',
    it: 'Imposta una nuova password di Arena',
    pl: 'Ustaw nowe hasło w Arena',
  },
  'An Arena admin has reset the password of your account to protect it, and signed it out on every device.': {
    de: 'Ein Arena-Admin hat das Passwort deines Kontos zu seinem Schutz zurückgesetzt und es auf allen Geräten abgemeldet.',
    fr: 'Un administrateur Arena a réinitialisé le mot de passe de votre compte pour le protéger et l’a déconnecté de tous les appareils.',
    es: 'Un administrador de Arena ha restablecido la contraseña de tu cuenta para protegerla y ha cerrado la sesión en todos los dispositivos.',
    it: 'Un amministratore di Arena ha reimpostato la password del tuo account per proteggerlo e lo ha disconnesso da tutti i dispositivi.',
    pl: 'Administrator Arena zresetował hasło Twojego konta, aby je chronić, i wylogował je na wszystkich urządzeniach.',
  },
  'To sign in again, choose "Forgot password" on the login page and set a new password with the code we e-mail you.':
    {
      de: 'Um dich wieder anzumelden, wähle auf der Anmeldeseite „Passwort vergessen“ und lege mit dem Code, den wir dir mailen, ein neues Passwort fest.',
      fr: 'Pour vous reconnecter, choisissez « Mot de passe oublié » sur la page de connexion et définissez un nouveau mot de passe avec le code que nous vous envoyons par e-mail.',
      es: 'Para volver a iniciar sesión, elige «¿Has olvidado la contraseña?» en la página de inicio de sesión y establece una nueva contraseña con el código que te enviamos por correo.',
      it: 'Per accedere di nuovo, scegli «Password dimenticata» nella pagina di accesso e imposta una nuova password con il codice che ti inviamo via e-mail.',
      pl: 'Aby zalogować się ponownie, wybierz „Nie pamiętam hasła” na stronie logowania i ustaw nowe hasło za pomocą kodu, który wyślemy e-mailem.',
    },
  'If you did not ask for this, reply to this e-mail or use the contact page.': {
    de: 'Wenn du das nicht angefordert hast, antworte auf diese E-Mail oder nutze die Kontaktseite.',
    fr: 'Si vous ne l’avez pas demandé, répondez à cet e-mail ou utilisez la page de contact.',
    es: 'Si no lo has pedido, responde a este correo o usa la página de contacto.',
    it: 'Se non l’hai richiesto, rispondi a questa e-mail o usa la pagina dei contatti.',
    pl: 'Jeśli to nie Ty o to prosiłeś, odpowiedz na tę wiadomość lub skorzystaj ze strony kontaktowej.',
  },
  // The notification e-mails' frame (decision 0021).
  'Your match is ready: {title}': {
    de: 'Dein Match ist bereit: {title}',
    fr: 'Votre match est prêt : {title}',
    es: 'Tu partida está lista: {title}',
    it: 'Il tuo match è pronto: {title}',
    pl: 'Twój mecz jest gotowy: {title}',
  },
  'Your opponent reported a score: {title}': {
    de: 'Dein Gegner hat ein Ergebnis gemeldet: {title}',
    fr: 'Votre adversaire a déclaré un score : {title}',
    es: 'Tu rival ha comunicado un resultado: {title}',
    it: 'Il tuo avversario ha segnalato un punteggio: {title}',
    pl: 'Przeciwnik zgłosił wynik: {title}',
  },
  'Your opponent': {
    de: 'Dein Gegner',
    fr: 'Votre adversaire',
    es: 'Tu rival',
    it: 'Il tuo avversario',
    pl: 'Twój przeciwnik',
  },
  'player id': {
    de: 'Spieler-ID',
    fr: 'identifiant joueur',
    es: 'ID de jugador',
    it: 'ID giocatore',
    pl: 'ID gracza',
  },
  'Open it on Arena: {link}': {
    de: 'Auf Arena öffnen: {link}',
    fr: 'Ouvrir sur Arena : {link}',
    es: 'Ábrelo en Arena: {link}',
    it: 'Aprilo su Arena: {link}',
    pl: 'Otwórz w Arena: {link}',
  },
  'Open on Arena': {
    de: 'Auf Arena öffnen',
    fr: 'Ouvrir sur Arena',
    es: 'Abrir en Arena',
    it: 'Apri su Arena',
    pl: 'Otwórz w Arena',
  },
  'You get this e-mail because these notifications are on in your account.': {
    de: 'Du bekommst diese E-Mail, weil diese Benachrichtigungen in deinem Konto eingeschaltet sind.',
    fr: 'Vous recevez cet e-mail parce que ces notifications sont activées dans votre compte.',
    es: 'Recibes este correo porque estas notificaciones están activadas en tu cuenta.',
    it: 'Ricevi questa e-mail perché queste notifiche sono attive nel tuo account.',
    pl: 'Otrzymujesz tę wiadomość, ponieważ te powiadomienia są włączone na Twoim koncie.',
  },
  'Stop these e-mails: {link}': {
    de: 'Diese E-Mails abbestellen: {link}',
    fr: 'Ne plus recevoir ces e-mails : {link}',
    es: 'Dejar de recibir estos correos: {link}',
    it: 'Non ricevere più queste e-mail: {link}',
    pl: 'Wyłącz te wiadomości: {link}',
  },
  'All your notification settings: {link}': {
    de: 'Alle deine Benachrichtigungseinstellungen: {link}',
    fr: 'Tous vos paramètres de notification : {link}',
    es: 'Todos tus ajustes de notificaciones: {link}',
    it: 'Tutte le tue impostazioni di notifica: {link}',
    pl: 'Wszystkie ustawienia powiadomień: {link}',
  },
  '<a href="{unsubscribe}">Unsubscribe from these e-mails</a> or <a href="{preferences}">change your notification settings</a>.':
    {
      de: '<a href="{unsubscribe}">Diese E-Mails abbestellen</a> oder <a href="{preferences}">deine Benachrichtigungseinstellungen ändern</a>.',
      fr: '<a href="{unsubscribe}">Se désabonner de ces e-mails</a> ou <a href="{preferences}">modifier vos paramètres de notification</a>.',
      es: '<a href="{unsubscribe}">Darse de baja de estos correos</a> o <a href="{preferences}">cambiar tus ajustes de notificaciones</a>.',
      it: '<a href="{unsubscribe}">Annulla l’iscrizione a queste e-mail</a> o <a href="{preferences}">modifica le impostazioni di notifica</a>.',
      pl: '<a href="{unsubscribe}">Wypisz się z tych wiadomości</a> lub <a href="{preferences}">zmień ustawienia powiadomień</a>.',
    },
};
