/**
 * The notices' sentences (decision 0062): notifications are stored in English with their values written in
 * (`*.notices.ts`), and translated when read (the list, the stream), e-mailed or posted. `{{key}}` is a time the
 * reader's zone fills in after the translation. Amounts (`{amount}`, `{net}`, `{what}`) and places (`{place}`,
 * `{groupPlace}`) are said in the reader's words by `modules/notifications/notice-values.ts` with the tables at the
 * end of this file. A notice no entry knows stays English.
 */
import type { Catalogue } from '@arena/shared/i18n/translate';
import type { LanguageCode } from '@arena/shared/language';
import type { EventType } from '@arena/shared/notifications';

type NoticeLanguage = Exclude<LanguageCode, 'en'>;

export const notices: Catalogue = {
  // Matches (decisions 0021, 0024).
  '{home} vs {away} is ready': {
    de: '{home} vs {away} ist bereit',
    fr: '{home} vs {away} est prêt',
    es: '{home} vs {away} está lista',
    it: '{home} vs {away} è pronto',
    pl: '{home} vs {away} – mecz gotowy',
  },
  'Your match in {tournament} against {opponent} is ready to play. Report the score when it is over.': {
    de: 'Dein Match in {tournament} gegen {opponent} kann gespielt werden. Melde das Ergebnis, wenn es vorbei ist.',
    fr: 'Votre match de {tournament} contre {opponent} est prêt à être joué. Déclarez le score une fois terminé.',
    es: 'Tu partida de {tournament} contra {opponent} está lista para jugarse. Comunica el resultado cuando termine.',
    it: 'Il tuo match in {tournament} contro {opponent} è pronto da giocare. Segnala il punteggio quando è finito.',
    pl: 'Twój mecz w {tournament} z {opponent} jest gotowy do rozegrania. Zgłoś wynik po jego zakończeniu.',
  },
  'Your match in {tournament} against {opponent} is ready to play ({round}). Report the score when it is over.':
    {
      de: 'Dein Match in {tournament} gegen {opponent} kann gespielt werden ({round}). Melde das Ergebnis, wenn es vorbei ist.',
      fr: 'Votre match de {tournament} contre {opponent} est prêt à être joué ({round}). Déclarez le score une fois terminé.',
      es: 'Tu partida de {tournament} contra {opponent} está lista para jugarse ({round}). Comunica el resultado cuando termine.',
      it: 'Il tuo match in {tournament} contro {opponent} è pronto da giocare ({round}). Segnala il punteggio quando è finito.',
      pl: 'Twój mecz w {tournament} z {opponent} jest gotowy do rozegrania ({round}). Zgłoś wynik po jego zakończeniu.',
    },
  '{reporter} reported {own}-{opponent}': {
    de: '{reporter} hat {own}-{opponent} gemeldet',
    fr: '{reporter} a déclaré {own}-{opponent}',
    es: '{reporter} ha comunicado {own}-{opponent}',
    it: '{reporter} ha segnalato {own}-{opponent}',
    pl: '{reporter} zgłosił {own}-{opponent}',
  },
  '{reporter} reported your match in {tournament} as {score} to them. Confirm it with the same result, or report yours to open a dispute.':
    {
      de: '{reporter} hat euer Match in {tournament} mit {score} für sich gemeldet. Bestätige es mit demselben Ergebnis oder melde deins, um einen Streitfall zu eröffnen.',
      fr: '{reporter} a déclaré votre match de {tournament} à {score} en sa faveur. Confirmez-le avec le même résultat, ou déclarez le vôtre pour ouvrir un litige.',
      es: '{reporter} ha comunicado tu partida de {tournament} como {score} a su favor. Confírmala con el mismo resultado o comunica el tuyo para abrir una disputa.',
      it: '{reporter} ha segnalato il tuo match in {tournament} come {score} a suo favore. Confermalo con lo stesso risultato o segnala il tuo per aprire una contestazione.',
      pl: '{reporter} zgłosił Wasz mecz w {tournament} jako {score} dla siebie. Potwierdź go tym samym wynikiem albo zgłoś swój, aby otworzyć spór.',
    },
  // 'Result confirmed' is the tournaments' (BRACKET_MESSAGES.reportConfirmed).
  'Result confirmed: {winner} won': {
    de: 'Ergebnis bestätigt: {winner} hat gewonnen',
    fr: 'Résultat confirmé : {winner} a gagné',
    es: 'Resultado confirmado: ha ganado {winner}',
    it: 'Risultato confermato: ha vinto {winner}',
    pl: 'Wynik potwierdzony: wygrywa {winner}',
  },
  'Both captains agreed on the result of the match in {tournament}.': {
    de: 'Beide Kapitäne haben sich auf das Ergebnis des Matches in {tournament} geeinigt.',
    fr: 'Les deux capitaines sont d’accord sur le résultat du match de {tournament}.',
    es: 'Ambos capitanes han coincidido en el resultado de la partida de {tournament}.',
    it: 'Entrambi i capitani concordano sul risultato del match in {tournament}.',
    pl: 'Obaj kapitanowie zgodzili się co do wyniku meczu w {tournament}.',
  },
  'Both captains agreed on the result of the match in {tournament}; {winner} won.': {
    de: 'Beide Kapitäne haben sich auf das Ergebnis des Matches in {tournament} geeinigt; {winner} hat gewonnen.',
    fr: 'Les deux capitaines sont d’accord sur le résultat du match de {tournament} ; {winner} a gagné.',
    es: 'Ambos capitanes han coincidido en el resultado de la partida de {tournament}; ha ganado {winner}.',
    it: 'Entrambi i capitani concordano sul risultato del match in {tournament}; ha vinto {winner}.',
    pl: 'Obaj kapitanowie zgodzili się co do wyniku meczu w {tournament}; wygrywa {winner}.',
  },
  'Your match in {tournament} is disputed': {
    de: 'Dein Match in {tournament} ist strittig',
    fr: 'Votre match de {tournament} est contesté',
    es: 'Tu partida de {tournament} está en disputa',
    it: 'Il tuo match in {tournament} è contestato',
    pl: 'Twój mecz w {tournament} jest sporny',
  },
  'The captains reported different results; an admin will decide.': {
    de: 'Die Kapitäne haben unterschiedliche Ergebnisse gemeldet; ein Admin entscheidet.',
    fr: 'Les capitaines ont déclaré des résultats différents ; un administrateur tranchera.',
    es: 'Los capitanes han comunicado resultados distintos; decidirá un administrador.',
    it: 'I capitani hanno segnalato risultati diversi; deciderà un amministratore.',
    pl: 'Kapitanowie zgłosili różne wyniki; zdecyduje administrator.',
  },
  'A result in {tournament} was corrected': {
    de: 'Ein Ergebnis in {tournament} wurde korrigiert',
    fr: 'Un résultat de {tournament} a été corrigé',
    es: 'Se ha corregido un resultado de {tournament}',
    it: 'Un risultato in {tournament} è stato corretto',
    pl: 'Poprawiono wynik w {tournament}',
  },
  'An admin decided your match in {tournament}': {
    de: 'Ein Admin hat über dein Match in {tournament} entschieden',
    fr: 'Un administrateur a tranché votre match de {tournament}',
    es: 'Un administrador ha decidido tu partida de {tournament}',
    it: 'Un amministratore ha deciso il tuo match in {tournament}',
    pl: 'Administrator rozstrzygnął Twój mecz w {tournament}',
  },
  'An administrator corrected a match result in {tournament}; later matches follow the correction and may have to be played again.':
    {
      de: 'Ein Administrator hat ein Matchergebnis in {tournament} korrigiert; spätere Matches folgen der Korrektur und müssen eventuell neu gespielt werden.',
      fr: 'Un administrateur a corrigé un résultat de match de {tournament} ; les matchs suivants en tiennent compte et devront peut-être être rejoués.',
      es: 'Un administrador ha corregido un resultado de {tournament}; las partidas posteriores siguen la corrección y puede que haya que volver a jugarlas.',
      it: 'Un amministratore ha corretto il risultato di un match in {tournament}; i match successivi seguono la correzione e potrebbero dover essere rigiocati.',
      pl: 'Administrator poprawił wynik meczu w {tournament}; kolejne mecze uwzględniają poprawkę i może trzeba będzie rozegrać je ponownie.',
    },
  'An administrator set the result of your match in {tournament}.': {
    de: 'Ein Administrator hat das Ergebnis deines Matches in {tournament} festgelegt.',
    fr: 'Un administrateur a fixé le résultat de votre match de {tournament}.',
    es: 'Un administrador ha establecido el resultado de tu partida de {tournament}.',
    it: 'Un amministratore ha stabilito il risultato del tuo match in {tournament}.',
    pl: 'Administrator ustalił wynik Twojego meczu w {tournament}.',
  },
  'Reason: {reason}': {
    de: 'Grund: {reason}',
    fr: 'Motif : {reason}',
    es: 'Motivo: {reason}',
    it: 'Motivo: {reason}',
    pl: 'Powód: {reason}',
  },
  'Report your match in {tournament} soon': {
    de: 'Melde bald dein Match in {tournament}',
    fr: 'Déclarez bientôt votre match de {tournament}',
    es: 'Comunica pronto tu partida de {tournament}',
    it: 'Segnala presto il tuo match in {tournament}',
    pl: 'Zgłoś wkrótce swój mecz w {tournament}',
  },
  'Your match in {tournament} must be reported by {{report_deadline}}. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.':
    {
      de: 'Dein Match in {tournament} muss bis {{report_deadline}} gemeldet werden. Zur Frist wird eine einzelne Meldung so bestätigt, wie sie gemeldet wurde; ohne Meldung geht das Match als Nichtantritt an den Veranstalter.',
      fr: 'Votre match de {tournament} doit être déclaré avant le {{report_deadline}}. À l’échéance, une déclaration unique est confirmée telle quelle ; sans déclaration, le match est transmis à l’organisateur comme absence.',
      es: 'Tu partida de {tournament} debe comunicarse antes del {{report_deadline}}. Al vencer el plazo, un único resultado comunicado se confirma tal cual; sin ninguno, la partida pasa al organizador como incomparecencia.',
      it: 'Il tuo match in {tournament} va segnalato entro il {{report_deadline}}. Alla scadenza una sola segnalazione viene confermata così com’è; senza segnalazioni il match passa all’organizzatore come mancata presentazione.',
      pl: 'Twój mecz w {tournament} trzeba zgłosić do {{report_deadline}}. Po terminie pojedyncze zgłoszenie zostaje potwierdzone; bez zgłoszenia mecz trafia do organizatora jako niestawienie się.',
    },
  'Result confirmed at the deadline in {tournament}': {
    de: 'Ergebnis zur Frist bestätigt in {tournament}',
    fr: 'Résultat confirmé à l’échéance dans {tournament}',
    es: 'Resultado confirmado al vencer el plazo en {tournament}',
    it: 'Risultato confermato alla scadenza in {tournament}',
    pl: 'Wynik potwierdzony po terminie w {tournament}',
  },
  "The report deadline passed with only {team}'s report, so that result was confirmed.": {
    de: 'Die Meldefrist ist abgelaufen und nur {team} hat gemeldet, daher wurde dieses Ergebnis bestätigt.',
    fr: 'Le délai de déclaration est passé avec la seule déclaration de {team} : ce résultat a donc été confirmé.',
    es: 'El plazo terminó con solo el resultado comunicado por {team}, así que se ha confirmado.',
    it: 'La scadenza è passata con la sola segnalazione di {team}, quindi quel risultato è stato confermato.',
    pl: 'Termin minął, a wynik zgłosiła tylko drużyna {team}, więc został on potwierdzony.',
  },
  'Your match in {tournament} is with the organiser': {
    de: 'Dein Match in {tournament} liegt beim Veranstalter',
    fr: 'Votre match de {tournament} est entre les mains de l’organisateur',
    es: 'Tu partida de {tournament} está en manos del organizador',
    it: 'Il tuo match in {tournament} è passato all’organizzatore',
    pl: 'Twój mecz w {tournament} jest w rękach organizatora',
  },
  '{team} forfeited a match in {tournament}': {
    de: '{team} hat ein Match in {tournament} kampflos verloren',
    fr: '{team} a déclaré forfait pour un match de {tournament}',
    es: '{team} ha perdido por incomparecencia una partida de {tournament}',
    it: '{team} ha perso a tavolino un match in {tournament}',
    pl: '{team} oddał walkowerem mecz w {tournament}',
  },
  'An organiser recorded a forfeit by {team} in {tournament}; the other team goes through. Reason: {reason}':
    {
      de: 'Ein Veranstalter hat für {team} in {tournament} eine kampflose Niederlage eingetragen; das andere Team kommt weiter. Grund: {reason}',
      fr: 'Un organisateur a enregistré un forfait de {team} dans {tournament} ; l’autre équipe passe. Motif : {reason}',
      es: 'Un organizador ha registrado la incomparecencia de {team} en {tournament}; el otro equipo pasa. Motivo: {reason}',
      it: 'Un organizzatore ha registrato la sconfitta a tavolino di {team} in {tournament}; l’altra squadra passa il turno. Motivo: {reason}',
      pl: 'Organizator odnotował walkower drużyny {team} w {tournament}; druga drużyna przechodzi dalej. Powód: {reason}',
    },
  // Tournaments (decision 0024).
  '{tournament} starts soon': {
    de: '{tournament} beginnt bald',
    fr: '{tournament} commence bientôt',
    es: '{tournament} empieza pronto',
    it: '{tournament} inizia presto',
    pl: '{tournament} wkrótce się zaczyna',
  },
  '{tournament} starts at {{starts_at}}. Be ready for your first match.': {
    de: '{tournament} beginnt am {{starts_at}}. Sei bereit für dein erstes Match.',
    fr: '{tournament} commence le {{starts_at}}. Soyez prêt pour votre premier match.',
    es: '{tournament} empieza el {{starts_at}}. Prepárate para tu primera partida.',
    it: '{tournament} inizia il {{starts_at}}. Preparati per il tuo primo match.',
    pl: '{tournament} zaczyna się {{starts_at}}. Przygotuj się do pierwszego meczu.',
  },
  '{tournament} has started': {
    de: '{tournament} hat begonnen',
    fr: '{tournament} a commencé',
    es: '{tournament} ha empezado',
    it: '{tournament} è iniziato',
    pl: '{tournament} się rozpoczął',
  },
  '{tournament} has started with {teams} teams. The bracket is live.': {
    de: '{tournament} hat mit {teams} Teams begonnen. Der Turnierbaum ist live.',
    fr: '{tournament} a commencé avec {teams} équipes. Le tableau est en ligne.',
    es: '{tournament} ha empezado con {teams} equipos. El cuadro ya está activo.',
    it: '{tournament} è iniziato con {teams} squadre. Il tabellone è attivo.',
    pl: '{tournament} rozpoczął się z {teams} drużynami. Drabinka jest aktywna.',
  },
  '{tournament} was cancelled': {
    de: '{tournament} wurde abgesagt',
    fr: '{tournament} a été annulé',
    es: '{tournament} se ha cancelado',
    it: '{tournament} è stato annullato',
    pl: '{tournament} został odwołany',
  },
  '{tournament} was cancelled ({reason}). Every entry fee and VIP token has been refunded.': {
    de: '{tournament} wurde abgesagt ({reason}). Alle Startgebühren und VIP-Tokens wurden erstattet.',
    fr: '{tournament} a été annulé ({reason}). Tous les frais d’inscription et jetons VIP ont été remboursés.',
    es: '{tournament} se ha cancelado ({reason}). Se han devuelto todas las cuotas de inscripción y los tokens VIP.',
    it: '{tournament} è stato annullato ({reason}). Tutte le quote d’iscrizione e i token VIP sono stati rimborsati.',
    pl: '{tournament} został odwołany ({reason}). Wszystkie wpisowe i tokeny VIP zostały zwrócone.',
  },
  'Prize paid: {amount}': {
    de: 'Preisgeld ausgezahlt: {amount}',
    fr: 'Prix versé : {amount}',
    es: 'Premio pagado: {amount}',
    it: 'Premio pagato: {amount}',
    pl: 'Nagroda wypłacona: {amount}',
  },
  'Your share of the {tournament} prize, {amount}, is in your wallet.': {
    de: 'Dein Anteil am Preisgeld von {tournament}, {amount}, ist in deinem Wallet.',
    fr: 'Votre part du prix de {tournament}, {amount}, est dans votre portefeuille.',
    es: 'Tu parte del premio de {tournament}, {amount}, está en tu monedero.',
    it: 'La tua parte del premio di {tournament}, {amount}, è nel tuo portafoglio.',
    pl: 'Twoja część nagrody z {tournament}, {amount}, jest w Twoim portfelu.',
  },
  'Your team {team} is enrolled in {tournament}. We will tell you when your first match is ready.': {
    de: 'Dein Team {team} ist in {tournament} angemeldet. Wir sagen dir Bescheid, wenn dein erstes Match bereit ist.',
    fr: 'Votre équipe {team} est inscrite à {tournament}. Nous vous préviendrons quand votre premier match sera prêt.',
    es: 'Tu equipo {team} está inscrito en {tournament}. Te avisaremos cuando tu primera partida esté lista.',
    it: 'La tua squadra {team} è iscritta a {tournament}. Ti avviseremo quando il tuo primo match sarà pronto.',
    pl: 'Twoja drużyna {team} jest zapisana do {tournament}. Damy znać, gdy pierwszy mecz będzie gotowy.',
  },
  // Withdrawals (decisions 0032, 0056).
  'Withdrawal waiting for an identity check': {
    de: 'Auszahlung wartet auf eine Identitätsprüfung',
    fr: 'Retrait en attente d’une vérification d’identité',
    es: 'Retiro a la espera de una verificación de identidad',
    it: 'Prelievo in attesa di una verifica dell’identità',
    pl: 'Wypłata czeka na weryfikację tożsamości',
  },
  'Your withdrawal of {amount} waits for an admin to check your identity. The amount stays reserved; your Wallet says why.':
    {
      de: 'Deine Auszahlung von {amount} wartet darauf, dass ein Admin deine Identität prüft. Der Betrag bleibt reserviert; dein Wallet sagt dir, warum.',
      fr: 'Votre retrait de {amount} attend qu’un administrateur vérifie votre identité. Le montant reste réservé ; votre portefeuille explique pourquoi.',
      es: 'Tu retiro de {amount} espera a que un administrador verifique tu identidad. El importe sigue reservado; tu monedero explica por qué.',
      it: 'Il tuo prelievo di {amount} attende che un amministratore verifichi la tua identità. L’importo resta riservato; il tuo portafoglio spiega perché.',
      pl: 'Twoja wypłata {amount} czeka, aż administrator zweryfikuje Twoją tożsamość. Kwota pozostaje zarezerwowana; portfel wyjaśnia dlaczego.',
    },
  'Identity check approved': {
    de: 'Identitätsprüfung bestanden',
    fr: 'Vérification d’identité approuvée',
    es: 'Verificación de identidad aprobada',
    it: 'Verifica dell’identità approvata',
    pl: 'Weryfikacja tożsamości zatwierdzona',
  },
  'Your withdrawal of {amount} passed the identity check and is pending payout.': {
    de: 'Deine Auszahlung von {amount} hat die Identitätsprüfung bestanden und wartet auf die Auszahlung.',
    fr: 'Votre retrait de {amount} a passé la vérification d’identité et attend son versement.',
    es: 'Tu retiro de {amount} ha superado la verificación de identidad y está pendiente de pago.',
    it: 'Il tuo prelievo di {amount} ha superato la verifica dell’identità ed è in attesa di pagamento.',
    pl: 'Twoja wypłata {amount} przeszła weryfikację tożsamości i czeka na realizację.',
  },
  'Withdrawal processing': {
    de: 'Auszahlung in Bearbeitung',
    fr: 'Retrait en cours',
    es: 'Retiro en curso',
    it: 'Prelievo in elaborazione',
    pl: 'Wypłata w realizacji',
  },
  'Your withdrawal of {amount} was sent to PayPal.': {
    de: 'Deine Auszahlung von {amount} wurde an PayPal gesendet.',
    fr: 'Votre retrait de {amount} a été envoyé à PayPal.',
    es: 'Tu retiro de {amount} se ha enviado a PayPal.',
    it: 'Il tuo prelievo di {amount} è stato inviato a PayPal.',
    pl: 'Twoja wypłata {amount} została wysłana do PayPal.',
  },
  'Withdrawal paid: {amount}': {
    de: 'Auszahlung überwiesen: {amount}',
    fr: 'Retrait versé : {amount}',
    es: 'Retiro pagado: {amount}',
    it: 'Prelievo pagato: {amount}',
    pl: 'Wypłata zrealizowana: {amount}',
  },
  'Your withdrawal of {amount} was paid to your PayPal account ({net} after the fee).': {
    de: 'Deine Auszahlung von {amount} wurde auf dein PayPal-Konto überwiesen ({net} nach der Gebühr).',
    fr: 'Votre retrait de {amount} a été versé sur votre compte PayPal ({net} après les frais).',
    es: 'Tu retiro de {amount} se ha pagado en tu cuenta de PayPal ({net} tras la comisión).',
    it: 'Il tuo prelievo di {amount} è stato pagato sul tuo account PayPal ({net} al netto della commissione).',
    pl: 'Twoja wypłata {amount} trafiła na Twoje konto PayPal ({net} po opłacie).',
  },
  'Withdrawal rejected': {
    de: 'Auszahlung abgelehnt',
    fr: 'Retrait refusé',
    es: 'Retiro rechazado',
    it: 'Prelievo rifiutato',
    pl: 'Wypłata odrzucona',
  },
  'Your withdrawal of {amount} was rejected. The amount is back in your wallet.': {
    de: 'Deine Auszahlung von {amount} wurde abgelehnt. Der Betrag ist wieder in deinem Wallet.',
    fr: 'Votre retrait de {amount} a été refusé. Le montant est de retour dans votre portefeuille.',
    es: 'Tu retiro de {amount} ha sido rechazado. El importe ha vuelto a tu monedero.',
    it: 'Il tuo prelievo di {amount} è stato rifiutato. L’importo è tornato nel tuo portafoglio.',
    pl: 'Twoja wypłata {amount} została odrzucona. Kwota wróciła do Twojego portfela.',
  },
  'Your withdrawal of {amount} was rejected: {reason}. The amount is back in your wallet.': {
    de: 'Deine Auszahlung von {amount} wurde abgelehnt: {reason}. Der Betrag ist wieder in deinem Wallet.',
    fr: 'Votre retrait de {amount} a été refusé : {reason}. Le montant est de retour dans votre portefeuille.',
    es: 'Tu retiro de {amount} ha sido rechazado: {reason}. El importe ha vuelto a tu monedero.',
    it: 'Il tuo prelievo di {amount} è stato rifiutato: {reason}. L’importo è tornato nel tuo portafoglio.',
    pl: 'Twoja wypłata {amount} została odrzucona: {reason}. Kwota wróciła do Twojego portfela.',
  },
  'Withdrawal failed': {
    de: 'Auszahlung fehlgeschlagen',
    fr: 'Échec du retrait',
    es: 'Retiro fallido',
    it: 'Prelievo non riuscito',
    pl: 'Wypłata nie powiodła się',
  },
  'PayPal could not pay your withdrawal of {amount}. The amount is back in your wallet.': {
    de: 'PayPal konnte deine Auszahlung von {amount} nicht auszahlen. Der Betrag ist wieder in deinem Wallet.',
    fr: 'PayPal n’a pas pu verser votre retrait de {amount}. Le montant est de retour dans votre portefeuille.',
    es: 'PayPal no ha podido pagar tu retiro de {amount}. El importe ha vuelto a tu monedero.',
    it: 'PayPal non è riuscito a pagare il tuo prelievo di {amount}. L’importo è tornato nel tuo portafoglio.',
    pl: 'PayPal nie mógł zrealizować Twojej wypłaty {amount}. Kwota wróciła do Twojego portfela.',
  },
  'PayPal could not pay your withdrawal of {amount} ({reason}). The amount is back in your wallet.': {
    de: 'PayPal konnte deine Auszahlung von {amount} nicht auszahlen ({reason}). Der Betrag ist wieder in deinem Wallet.',
    fr: 'PayPal n’a pas pu verser votre retrait de {amount} ({reason}). Le montant est de retour dans votre portefeuille.',
    es: 'PayPal no ha podido pagar tu retiro de {amount} ({reason}). El importe ha vuelto a tu monedero.',
    it: 'PayPal non è riuscito a pagare il tuo prelievo di {amount} ({reason}). L’importo è tornato nel tuo portafoglio.',
    pl: 'PayPal nie mógł zrealizować Twojej wypłaty {amount} ({reason}). Kwota wróciła do Twojego portfela.',
  },
  // Purchases (decision 0037).
  'Purchase complete: {what}': {
    de: 'Kauf abgeschlossen: {what}',
    fr: 'Achat effectué : {what}',
    es: 'Compra completada: {what}',
    it: 'Acquisto completato: {what}',
    pl: 'Zakup zakończony: {what}',
  },
  'Your payment went through: {what} is active.': {
    de: 'Deine Zahlung ist durch: {what} ist aktiv.',
    fr: 'Votre paiement est passé : {what} est actif.',
    es: 'Tu pago se ha completado: {what} está activo.',
    it: 'Il tuo pagamento è andato a buon fine: {what} è attivo.',
    pl: 'Płatność przeszła: {what} jest aktywny.',
  },
  'Your payment went through: {what} added to your account.': {
    de: 'Deine Zahlung ist durch: {what} deinem Konto gutgeschrieben.',
    fr: 'Votre paiement est passé : votre compte a reçu {what}.',
    es: 'Tu pago se ha completado: tu cuenta ha recibido {what}.',
    it: 'Il tuo pagamento è andato a buon fine: il tuo account ha ricevuto {what}.',
    pl: 'Płatność przeszła: {what} dodano do Twojego konta.',
  },
  // Teams (decision 0037).
  '{player} asked to join {team}': {
    de: '{player} möchte {team} beitreten',
    fr: '{player} a demandé à rejoindre {team}',
    es: '{player} ha pedido unirse a {team}',
    it: '{player} ha chiesto di unirsi a {team}',
    pl: '{player} prosi o dołączenie do {team}',
  },
  '{player} wants to join {team}. Accept or reject the request in Team Management.': {
    de: '{player} möchte {team} beitreten. Nimm die Anfrage in der Teamverwaltung an oder lehne sie ab.',
    fr: '{player} veut rejoindre {team}. Acceptez ou refusez la demande dans la gestion d’équipe.',
    es: '{player} quiere unirse a {team}. Acepta o rechaza la solicitud en la gestión del equipo.',
    it: '{player} vuole unirsi a {team}. Accetta o rifiuta la richiesta nella gestione della squadra.',
    pl: '{player} chce dołączyć do {team}. Zaakceptuj lub odrzuć prośbę w zarządzaniu drużyną.',
  },
  'You joined {team}': {
    de: 'Du bist {team} beigetreten',
    fr: 'Vous avez rejoint {team}',
    es: 'Te has unido a {team}',
    it: 'Ti sei unito a {team}',
    pl: 'Dołączyłeś do {team}',
  },
  'The captain of {team} accepted your request.': {
    de: 'Der Kapitän von {team} hat deine Anfrage angenommen.',
    fr: 'Le capitaine de {team} a accepté votre demande.',
    es: 'El capitán de {team} ha aceptado tu solicitud.',
    it: 'Il capitano di {team} ha accettato la tua richiesta.',
    pl: 'Kapitan {team} zaakceptował Twoją prośbę.',
  },
  'Your request to join {team} was declined': {
    de: 'Deine Anfrage, {team} beizutreten, wurde abgelehnt',
    fr: 'Votre demande pour rejoindre {team} a été refusée',
    es: 'Se ha rechazado tu solicitud para unirte a {team}',
    it: 'La tua richiesta di unirti a {team} è stata rifiutata',
    pl: 'Twoja prośba o dołączenie do {team} została odrzucona',
  },
  'The captain of {team} declined your request to join.': {
    de: 'Der Kapitän von {team} hat deine Beitrittsanfrage abgelehnt.',
    fr: 'Le capitaine de {team} a refusé votre demande.',
    es: 'El capitán de {team} ha rechazado tu solicitud.',
    it: 'Il capitano di {team} ha rifiutato la tua richiesta.',
    pl: 'Kapitan {team} odrzucił Twoją prośbę o dołączenie.',
  },
  'You were removed from {team}': {
    de: 'Du wurdest aus {team} entfernt',
    fr: 'Vous avez été retiré de {team}',
    es: 'Te han quitado de {team}',
    it: 'Sei stato rimosso da {team}',
    pl: 'Usunięto Cię z {team}',
  },
  'The captain of {team} removed you from the team.': {
    de: 'Der Kapitän von {team} hat dich aus dem Team entfernt.',
    fr: 'Le capitaine de {team} vous a retiré de l’équipe.',
    es: 'El capitán de {team} te ha quitado del equipo.',
    it: 'Il capitano di {team} ti ha rimosso dalla squadra.',
    pl: 'Kapitan {team} usunął Cię z drużyny.',
  },
  'The captain deleted {team}; you are no longer on it.': {
    de: 'Der Kapitän hat {team} gelöscht; du bist nicht mehr dabei.',
    fr: 'Le capitaine a supprimé {team} ; vous n’en faites plus partie.',
    es: 'El capitán ha eliminado {team}; ya no formas parte de él.',
    it: 'Il capitano ha eliminato {team}; non ne fai più parte.',
    pl: 'Kapitan usunął {team}; nie jesteś już jej członkiem.',
  },
  // Ladders (decision 0045).
  '{challenger} challenged your team': {
    de: '{challenger} hat dein Team herausgefordert',
    fr: '{challenger} a défié votre équipe',
    es: '{challenger} ha desafiado a tu equipo',
    it: '{challenger} ha sfidato la tua squadra',
    pl: '{challenger} wyzwał Twoją drużynę',
  },
  '{challenger} challenged your team to a best-of-{games} on {ladder}. Accept it on the ladder page.': {
    de: '{challenger} hat dein Team auf {ladder} zu einem Best-of-{games} herausgefordert. Nimm es auf der Ladder-Seite an.',
    fr: '{challenger} a défié votre équipe en best-of-{games} sur {ladder}. Acceptez sur la page du ladder.',
    es: '{challenger} ha desafiado a tu equipo a un best-of-{games} en {ladder}. Acéptalo en la página del ladder.',
    it: '{challenger} ha sfidato la tua squadra a un best-of-{games} su {ladder}. Accetta nella pagina del ladder.',
    pl: '{challenger} wyzwał Twoją drużynę na best-of-{games} w {ladder}. Zaakceptuj na stronie ladderu.',
  },
  'Your ladder match against {opponent} on {ladder} is ready. Play it and report the score in the match room.':
    {
      de: 'Dein Ladder-Match gegen {opponent} auf {ladder} ist bereit. Spiel es und melde das Ergebnis im Match-Raum.',
      fr: 'Votre match de ladder contre {opponent} sur {ladder} est prêt. Jouez-le et déclarez le score dans la salle du match.',
      es: 'Tu partida de ladder contra {opponent} en {ladder} está lista. Juégala y comunica el resultado en la sala de la partida.',
      it: 'Il tuo match di ladder contro {opponent} su {ladder} è pronto. Giocalo e segnala il punteggio nella stanza del match.',
      pl: 'Twój mecz ladderu z {opponent} w {ladder} jest gotowy. Rozegraj go i zgłoś wynik w pokoju meczu.',
    },

  // Refunds and reversals (decision 0037): the body is told sentence by sentence.
  'Purchase refunded: {what}': {
    de: 'Kauf erstattet: {what}',
    fr: 'Achat remboursé : {what}',
    es: 'Compra reembolsada: {what}',
    it: 'Acquisto rimborsato: {what}',
    pl: 'Zakup zwrócony: {what}',
  },
  'Payment reversed: {what}': {
    de: 'Zahlung zurückgebucht: {what}',
    fr: 'Paiement annulé : {what}',
    es: 'Pago revertido: {what}',
    it: 'Pagamento stornato: {what}',
    pl: 'Płatność cofnięta: {what}',
  },
  '{amount} of your payment for {what} was refunded to your PayPal account.': {
    de: '{amount} deiner Zahlung für {what} wurden auf dein PayPal-Konto erstattet.',
    fr: '{amount} de votre paiement pour {what} ont été remboursés sur votre compte PayPal.',
    es: 'Se han devuelto a tu cuenta de PayPal {amount} de tu pago por {what}.',
    it: '{amount} del tuo pagamento per {what} sono stati rimborsati sul tuo account PayPal.',
    pl: '{amount} z Twojej płatności za {what} zwrócono na Twoje konto PayPal.',
  },
  'PayPal reversed {amount} of your payment for {what}.': {
    de: 'PayPal hat {amount} deiner Zahlung für {what} zurückgebucht.',
    fr: 'PayPal a annulé {amount} de votre paiement pour {what}.',
    es: 'PayPal ha revertido {amount} de tu pago por {what}.',
    it: 'PayPal ha stornato {amount} del tuo pagamento per {what}.',
    pl: 'PayPal cofnął {amount} z Twojej płatności za {what}.',
  },
  'Your VIP period was shortened to match.': {
    de: 'Dein VIP-Zeitraum wurde entsprechend verkürzt.',
    fr: 'Votre période VIP a été raccourcie en conséquence.',
    es: 'Tu periodo VIP se ha acortado en consecuencia.',
    it: 'Il tuo periodo VIP è stato accorciato di conseguenza.',
    pl: 'Twój okres VIP został odpowiednio skrócony.',
  },
  '{amount} was taken back from your account.': {
    de: '{amount} wurde von deinem Konto zurückgenommen.',
    fr: '{amount} a été repris sur votre compte.',
    es: 'Se ha retirado {amount} de tu cuenta.',
    it: '{amount} è stato ripreso dal tuo account.',
    pl: '{amount} pobrano z powrotem z Twojego konta.',
  },
  '{amount} were taken back from your account.': {
    de: '{amount} wurden von deinem Konto zurückgenommen.',
    fr: '{amount} ont été repris sur votre compte.',
    es: 'Se han retirado {amount} de tu cuenta.',
    it: '{amount} sono stati ripresi dal tuo account.',
    pl: '{amount} pobrano z powrotem z Twojego konta.',
  },
  // The amount after a colon: a verb agreeing with it would have to know "1 Credit" from "70 Credits".
  '{amount} had already been used.': {
    de: 'Bereits verbraucht: {amount}.',
    fr: 'Montant déjà utilisé : {amount}.',
    es: 'Cantidad ya usada: {amount}.',
    it: 'Quantità già usata: {amount}.',
    pl: 'Wykorzystano już: {amount}.',
  },
  'Shortfall settled': {
    de: 'Fehlbetrag ausgeglichen',
    fr: 'Découvert réglé',
    es: 'Déficit saldado',
    it: 'Ammanco saldato',
    pl: 'Niedobór rozliczony',
  },
  'Withdrawals open again': {
    de: 'Auszahlungen wieder möglich',
    fr: 'Retraits à nouveau possibles',
    es: 'Los retiros vuelven a estar disponibles',
    it: 'Prelievi di nuovo disponibili',
    pl: 'Wypłaty znów dostępne',
  },
  // Swiss rounds and group stages (decisions 0042, 0043); their outcomes' bodies are further down.
  'Swiss round {round} of {tournament} is drawn': {
    de: 'Schweizer Runde {round} von {tournament} ist ausgelost',
    fr: 'La ronde suisse {round} de {tournament} est tirée',
    es: 'La ronda suiza {round} de {tournament} está sorteada',
    it: 'Il turno svizzero {round} di {tournament} è stato sorteggiato',
    pl: 'Runda szwajcarska {round} turnieju {tournament} rozlosowana',
  },
  '{team} plays {opponent} in Swiss round {round} of {tournament}.': {
    de: '{team} spielt in Schweizer Runde {round} von {tournament} gegen {opponent}.',
    fr: '{team} affronte {opponent} lors de la ronde suisse {round} de {tournament}.',
    es: '{team} juega contra {opponent} en la ronda suiza {round} de {tournament}.',
    it: '{team} gioca contro {opponent} nel turno svizzero {round} di {tournament}.',
    pl: '{team} gra z {opponent} w rundzie szwajcarskiej {round} turnieju {tournament}.',
  },
  '{team} has the bye in Swiss round {round} of {tournament}: the round counts as a win.': {
    de: '{team} hat in Schweizer Runde {round} von {tournament} ein Freilos: Die Runde zählt als Sieg.',
    fr: '{team} est exempté lors de la ronde suisse {round} de {tournament} : la ronde compte comme une victoire.',
    es: '{team} descansa en la ronda suiza {round} de {tournament}: la ronda cuenta como victoria.',
    it: '{team} riposa nel turno svizzero {round} di {tournament}: il turno vale come vittoria.',
    pl: '{team} pauzuje w rundzie szwajcarskiej {round} turnieju {tournament}: runda liczy się jako wygrana.',
  },
  '{team} advanced to the playoff of {tournament}': {
    de: '{team} ist in die Playoffs von {tournament} eingezogen',
    fr: '{team} est qualifiée pour les playoffs de {tournament}',
    es: '{team} ha pasado a los playoffs de {tournament}',
    it: '{team} è passata ai playoff di {tournament}',
    pl: '{team} awansowała do playoffów {tournament}',
  },
  '{team} is out of {tournament}': {
    de: '{team} ist aus {tournament} ausgeschieden',
    fr: '{team} est éliminée de {tournament}',
    es: '{team} ha quedado eliminado de {tournament}',
    it: '{team} è eliminata da {tournament}',
    pl: '{team} odpada z {tournament}',
  },
  '{ladder}: the season is over': {
    de: '{ladder}: Die Saison ist vorbei',
    fr: '{ladder} : la saison est terminée',
    es: '{ladder}: la temporada ha terminado',
    it: '{ladder}: la stagione è finita',
    pl: '{ladder}: sezon dobiegł końca',
  },
  'The season of {ladder} has ended; your team finished #{rank}.': {
    de: 'Die Saison von {ladder} ist zu Ende; dein Team wurde #{rank}.',
    fr: 'La saison de {ladder} est terminée ; votre équipe a fini #{rank}.',
    es: 'La temporada de {ladder} ha terminado; tu equipo quedó #{rank}.',
    it: 'La stagione di {ladder} è finita; la tua squadra si è piazzata #{rank}.',
    pl: 'Sezon {ladder} dobiegł końca; Twoja drużyna zajęła miejsce #{rank}.',
  },
  'Your team is entered in {playoff} free of charge.': {
    de: 'Dein Team ist kostenlos in {playoff} angemeldet.',
    fr: 'Votre équipe est inscrite gratuitement à {playoff}.',
    es: 'Tu equipo está inscrito gratis en {playoff}.',
    it: 'La tua squadra è iscritta gratuitamente a {playoff}.',
    pl: 'Twoja drużyna jest bezpłatnie zapisana do {playoff}.',
  },

  // The match room (decisions 0038, 0041).
  'New message in your match of {tournament}': {
    de: 'Neue Nachricht in deinem Match von {tournament}',
    fr: 'Nouveau message dans votre match de {tournament}',
    es: 'Nuevo mensaje en tu partida de {tournament}',
    it: 'Nuovo messaggio nel tuo match di {tournament}',
    pl: 'Nowa wiadomość w Twoim meczu {tournament}',
  },
  '{team} added a screenshot to your match': {
    de: '{team} hat einen Screenshot zu deinem Match hinzugefügt',
    fr: '{team} a ajouté une capture d’écran à votre match',
    es: '{team} ha añadido una captura a tu partida',
    it: '{team} ha aggiunto uno screenshot al tuo match',
    pl: '{team} dodała zrzut ekranu do Twojego meczu',
  },
  '{team} attached a screenshot to your match in {tournament}. See it in the match room.': {
    de: '{team} hat einen Screenshot an dein Match in {tournament} angehängt. Sieh ihn dir im Match-Raum an.',
    fr: '{team} a joint une capture d’écran à votre match de {tournament}. Consultez-la dans la salle du match.',
    es: '{team} ha adjuntado una captura a tu partida de {tournament}. Mírala en la sala de la partida.',
    it: '{team} ha allegato uno screenshot al tuo match in {tournament}. Guardalo nella stanza del match.',
    pl: '{team} dołączyła zrzut ekranu do Twojego meczu w {tournament}. Zobacz go w pokoju meczu.',
  },
  'The map veto of your match moved on': {
    de: 'Das Map-Veto deines Matches ist weitergegangen',
    fr: 'Le veto des cartes de votre match a avancé',
    es: 'El veto de mapas de tu partida ha avanzado',
    it: 'Il veto delle mappe del tuo match è andato avanti',
    pl: 'Veto map w Twoim meczu poszło dalej',
  },
  'See the veto in the match room.': {
    de: 'Sieh dir das Veto im Match-Raum an.',
    fr: 'Consultez le veto dans la salle du match.',
    es: 'Mira el veto en la sala de la partida.',
    it: 'Guarda il veto nella stanza del match.',
    pl: 'Zobacz veto w pokoju meczu.',
  },
  'Your turn in the map veto ({tournament})': {
    de: 'Du bist beim Map-Veto dran ({tournament})',
    fr: 'À vous dans le veto des cartes ({tournament})',
    es: 'Te toca en el veto de mapas ({tournament})',
    it: 'Tocca a te nel veto delle mappe ({tournament})',
    pl: 'Twoja kolej w veto map ({tournament})',
  },
  // Enrolment (decisions 0023, 0028).
  '{team} left {tournament}': {
    de: '{team} hat {tournament} verlassen',
    fr: '{team} a quitté {tournament}',
    es: '{team} ha salido de {tournament}',
    it: '{team} ha lasciato {tournament}',
    pl: '{team} opuściła {tournament}',
  },
  'Your captain took {team} out of {tournament}; the entry fee and any VIP tokens were refunded.': {
    de: 'Dein Kapitän hat {team} aus {tournament} abgemeldet; die Startgebühr und alle VIP-Tokens wurden erstattet.',
    fr: 'Votre capitaine a retiré {team} de {tournament} ; les frais d’inscription et les éventuels jetons VIP ont été remboursés.',
    es: 'Tu capitán ha retirado a {team} de {tournament}; se han devuelto la cuota de inscripción y los tokens VIP.',
    it: 'Il tuo capitano ha ritirato {team} da {tournament}; la quota d’iscrizione e gli eventuali token VIP sono stati rimborsati.',
    pl: 'Twój kapitan wycofał {team} z {tournament}; wpisowe i ewentualne tokeny VIP zostały zwrócone.',
  },
  '{team} checked in for {tournament}': {
    de: '{team} hat für {tournament} eingecheckt',
    fr: '{team} a fait son check-in pour {tournament}',
    es: '{team} ha hecho el check-in para {tournament}',
    it: '{team} ha fatto il check-in per {tournament}',
    pl: '{team} potwierdziła obecność w {tournament}',
  },
  '{team} joined the waitlist of {tournament}': {
    de: '{team} steht auf der Warteliste von {tournament}',
    fr: '{team} a rejoint la liste d’attente de {tournament}',
    es: '{team} se ha unido a la lista de espera de {tournament}',
    it: '{team} è entrata nella lista d’attesa di {tournament}',
    pl: '{team} dołączyła do listy oczekujących {tournament}',
  },
  '{team} left the waitlist of {tournament}': {
    de: '{team} hat die Warteliste von {tournament} verlassen',
    fr: '{team} a quitté la liste d’attente de {tournament}',
    es: '{team} ha salido de la lista de espera de {tournament}',
    it: '{team} ha lasciato la lista d’attesa di {tournament}',
    pl: '{team} opuściła listę oczekujących {tournament}',
  },
  // The organisers' notices (decisions 0024, 0037, 0058).
  'New dispute in {tournament}': {
    de: 'Neuer Streitfall in {tournament}',
    fr: 'Nouveau litige dans {tournament}',
    es: 'Nueva disputa en {tournament}',
    it: 'Nuova contestazione in {tournament}',
    pl: 'Nowy spór w {tournament}',
  },
  'The captains of match {match} reported different results.': {
    de: 'Die Kapitäne von Match {match} haben unterschiedliche Ergebnisse gemeldet.',
    fr: 'Les capitaines du match {match} ont déclaré des résultats différents.',
    es: 'Los capitanes de la partida {match} han comunicado resultados distintos.',
    it: 'I capitani del match {match} hanno segnalato risultati diversi.',
    pl: 'Kapitanowie meczu {match} zgłosili różne wyniki.',
  },
  'No report by the deadline in {tournament}': {
    de: 'Keine Meldung bis zur Frist in {tournament}',
    fr: 'Aucune déclaration avant l’échéance dans {tournament}',
    es: 'Sin resultado comunicado antes del plazo en {tournament}',
    it: 'Nessuna segnalazione entro la scadenza in {tournament}',
    pl: 'Brak zgłoszenia przed terminem w {tournament}',
  },
  'Neither captain reported match {match} by its deadline: forfeit a team or set the result.': {
    de: 'Keiner der Kapitäne hat Match {match} bis zur Frist gemeldet: Werte ein Team kampflos oder lege das Ergebnis fest.',
    fr: 'Aucun capitaine n’a déclaré le match {match} avant l’échéance : déclarez un forfait ou fixez le résultat.',
    es: 'Ningún capitán ha comunicado la partida {match} antes del plazo: da una incomparecencia o establece el resultado.',
    it: 'Nessun capitano ha segnalato il match {match} entro la scadenza: assegna una sconfitta a tavolino o stabilisci il risultato.',
    pl: 'Żaden kapitan nie zgłosił meczu {match} przed terminem: przyznaj walkower lub ustal wynik.',
  },
  'Withdrawal request: {amount}': {
    de: 'Auszahlungsanfrage: {amount}',
    fr: 'Demande de retrait : {amount}',
    es: 'Solicitud de retiro: {amount}',
    it: 'Richiesta di prelievo: {amount}',
    pl: 'Wniosek o wypłatę: {amount}',
  },
  '{player} asked to withdraw {amount}.': {
    de: '{player} möchte {amount} auszahlen lassen.',
    fr: '{player} a demandé à retirer {amount}.',
    es: '{player} ha pedido retirar {amount}.',
    it: '{player} ha chiesto di prelevare {amount}.',
    pl: '{player} prosi o wypłatę {amount}.',
  },
  'It waits for an identity check.': {
    de: 'Sie wartet auf eine Identitätsprüfung.',
    fr: 'Elle attend une vérification d’identité.',
    es: 'Está a la espera de una verificación de identidad.',
    it: 'È in attesa di una verifica dell’identità.',
    pl: 'Czeka na weryfikację tożsamości.',
  },
  'New contact message from {name}': {
    de: 'Neue Kontaktnachricht von {name}',
    fr: 'Nouveau message de contact de {name}',
    es: 'Nuevo mensaje de contacto de {name}',
    it: 'Nuovo messaggio di contatto da {name}',
    pl: 'Nowa wiadomość kontaktowa od {name}',
  },
  'Webhook to {host} disabled': {
    de: 'Webhook an {host} deaktiviert',
    fr: 'Webhook vers {host} désactivé',
    es: 'Webhook a {host} desactivado',
    it: 'Webhook verso {host} disattivato',
    pl: 'Webhook do {host} wyłączony',
  },
  'New message in a match of {tournament} you decide': {
    de: 'Neue Nachricht in einem Match von {tournament}, über das du entscheidest',
    fr: 'Nouveau message dans un match de {tournament} que vous arbitrez',
    es: 'Nuevo mensaje en una partida de {tournament} que decides tú',
    it: 'Nuovo messaggio in un match di {tournament} che decidi tu',
    pl: 'Nowa wiadomość w meczu {tournament}, który rozstrzygasz',
  },
  'New evidence in a match of {tournament}': {
    de: 'Neuer Screenshot in einem Match von {tournament}',
    fr: 'Nouvelle preuve dans un match de {tournament}',
    es: 'Nueva prueba en una partida de {tournament}',
    it: 'Nuova prova in un match di {tournament}',
    pl: 'Nowy dowód w meczu {tournament}',
  },
  'New evidence in a disputed match of {tournament}': {
    de: 'Neuer Screenshot in einem strittigen Match von {tournament}',
    fr: 'Nouvelle preuve dans un match contesté de {tournament}',
    es: 'Nueva prueba en una partida en disputa de {tournament}',
    it: 'Nuova prova in un match contestato di {tournament}',
    pl: 'Nowy dowód w spornym meczu {tournament}',
  },
  '{team} attached a screenshot to match {match}.': {
    de: '{team} hat einen Screenshot an Match {match} angehängt.',
    fr: '{team} a joint une capture d’écran au match {match}.',
    es: '{team} ha adjuntado una captura a la partida {match}.',
    it: '{team} ha allegato uno screenshot al match {match}.',
    pl: '{team} dołączyła zrzut ekranu do meczu {match}.',
  },
  '{team} attached a screenshot to match {match}, which is disputed.': {
    de: '{team} hat einen Screenshot an Match {match} angehängt, das strittig ist.',
    fr: '{team} a joint une capture d’écran au match {match}, qui est contesté.',
    es: '{team} ha adjuntado una captura a la partida {match}, que está en disputa.',
    it: '{team} ha allegato uno screenshot al match {match}, che è contestato.',
    pl: '{team} dołączyła zrzut ekranu do meczu {match}, który jest sporny.',
  },
  '{team} attached a screenshot to match {match}, which nobody reported by its deadline.': {
    de: '{team} hat einen Screenshot an Match {match} angehängt, das niemand bis zur Frist gemeldet hat.',
    fr: '{team} a joint une capture d’écran au match {match}, que personne n’a déclaré avant l’échéance.',
    es: '{team} ha adjuntado una captura a la partida {match}, que nadie comunicó antes del plazo.',
    it: '{team} ha allegato uno screenshot al match {match}, che nessuno ha segnalato entro la scadenza.',
    pl: '{team} dołączyła zrzut ekranu do meczu {match}, którego nikt nie zgłosił przed terminem.',
  },
  'A map veto moved on': {
    de: 'Ein Map-Veto ist weitergegangen',
    fr: 'Un veto des cartes a avancé',
    es: 'Un veto de mapas ha avanzado',
    it: 'Un veto delle mappe è andato avanti',
    pl: 'Veto map poszło dalej',
  },
  'The map veto of match {match} moved on.': {
    de: 'Das Map-Veto von Match {match} ist weitergegangen.',
    fr: 'Le veto des cartes du match {match} a avancé.',
    es: 'El veto de mapas de la partida {match} ha avanzado.',
    it: 'Il veto delle mappe del match {match} è andato avanti.',
    pl: 'Veto map w meczu {match} poszło dalej.',
  },
  // A veto turn's body: one sentence per step (VETO_CAPTAIN_ACTIONS), then the clock's warning.
  "Your team's next step is a ban.": {
    de: 'Der nächste Schritt deines Teams: Map bannen.',
    fr: 'Prochaine étape de votre équipe : bannir une carte.',
    es: 'Siguiente paso de tu equipo: banear un mapa.',
    it: 'Prossimo passo della tua squadra: bannare una mappa.',
    pl: 'Następny krok Twojej drużyny: ban mapy.',
  },
  "Your team's next step is a pick.": {
    de: 'Der nächste Schritt deines Teams: Map wählen.',
    fr: 'Prochaine étape de votre équipe : choisir une carte.',
    es: 'Siguiente paso de tu equipo: elegir un mapa.',
    it: 'Prossimo passo della tua squadra: scegliere una mappa.',
    pl: 'Następny krok Twojej drużyny: wybór mapy.',
  },
  "Your team's next step is a side.": {
    de: 'Der nächste Schritt deines Teams: Seite wählen.',
    fr: 'Prochaine étape de votre équipe : choisir un côté.',
    es: 'Siguiente paso de tu equipo: elegir un lado.',
    it: 'Prossimo passo della tua squadra: scegliere un lato.',
    pl: 'Następny krok Twojej drużyny: wybór strony.',
  },
  'If you do not act in time, a random choice is made for you.': {
    de: 'Wenn du nicht rechtzeitig handelst, wird zufällig für dich gewählt.',
    fr: 'Si vous n’agissez pas à temps, un choix aléatoire est fait à votre place.',
    es: 'Si no actúas a tiempo, se elegirá al azar por ti.',
    it: 'Se non agisci in tempo, verrà fatta una scelta casuale al posto tuo.',
    pl: 'Jeśli nie zdążysz, wybór zostanie dokonany losowo za Ciebie.',
  },

  // A tournament's end and a group stage's outcome: `{place}` and `{groupPlace}` are English ordinals ("3rd"),
  // said as the reader's (`3.`, `3e`, `3.º`, `3°`) by notice-text.ts; each language names the place around them.
  '{tournament} is over: {team} placed {place}': {
    de: '{tournament} ist vorbei: {team} auf dem {place} Platz',
    fr: '{tournament} est terminé : {team} à la {place} place',
    es: '{tournament} ha terminado: {team} en el {place} puesto',
    it: '{tournament} è finito: {team} al {place} posto',
    pl: '{tournament} zakończony: {team} na {place} miejscu',
  },
  '{tournament} is complete. {team} finished {place}.': {
    de: '{tournament} ist abgeschlossen. {team} hat den {place} Platz belegt.',
    fr: '{tournament} est terminé. {team} a terminé à la {place} place.',
    es: '{tournament} ha concluido. {team} ha terminado en el {place} puesto.',
    it: '{tournament} si è concluso. {team} ha chiuso al {place} posto.',
    pl: '{tournament} dobiegł końca. {team} zajmuje {place} miejsce.',
  },
  '{team} finished {groupPlace} in Group {group} and is seed {seed} of the playoff of {tournament} and plays {opponent} first.':
    {
      de: '{team} hat in Gruppe {group} den {groupPlace} Platz belegt, ist an Position {seed} der Playoffs von {tournament} gesetzt und spielt zuerst gegen {opponent}.',
      fr: '{team} a terminé à la {groupPlace} place du Groupe {group}, est tête de série n° {seed} des playoffs de {tournament} et affronte d’abord {opponent}.',
      es: '{team} ha terminado en el {groupPlace} puesto del Grupo {group}, es cabeza de serie {seed} de los playoffs de {tournament} y juega primero contra {opponent}.',
      it: '{team} ha chiuso al {groupPlace} posto del Girone {group}, è testa di serie {seed} dei playoff di {tournament} e gioca prima contro {opponent}.',
      pl: '{team} zajmuje {groupPlace} miejsce w grupie {group}, ma rozstawienie {seed} w playoffach {tournament} i najpierw gra z {opponent}.',
    },
  '{team} finished {groupPlace} in Group {group} and is seed {seed} of the playoff of {tournament}.': {
    de: '{team} hat in Gruppe {group} den {groupPlace} Platz belegt und ist an Position {seed} der Playoffs von {tournament} gesetzt.',
    fr: '{team} a terminé à la {groupPlace} place du Groupe {group} et est tête de série n° {seed} des playoffs de {tournament}.',
    es: '{team} ha terminado en el {groupPlace} puesto del Grupo {group} y es cabeza de serie {seed} de los playoffs de {tournament}.',
    it: '{team} ha chiuso al {groupPlace} posto del Girone {group} ed è testa di serie {seed} dei playoff di {tournament}.',
    pl: '{team} zajmuje {groupPlace} miejsce w grupie {group} i ma rozstawienie {seed} w playoffach {tournament}.',
  },
  '{team} is seed {seed} of the playoff of {tournament} and plays {opponent} first.': {
    de: '{team} ist an Position {seed} der Playoffs von {tournament} gesetzt und spielt zuerst gegen {opponent}.',
    fr: '{team} est tête de série n° {seed} des playoffs de {tournament} et affronte d’abord {opponent}.',
    es: '{team} es cabeza de serie {seed} de los playoffs de {tournament} y juega primero contra {opponent}.',
    it: '{team} è testa di serie {seed} dei playoff di {tournament} e gioca prima contro {opponent}.',
    pl: '{team} ma rozstawienie {seed} w playoffach {tournament} i najpierw gra z {opponent}.',
  },
  '{team} is seed {seed} of the playoff of {tournament}.': {
    de: '{team} ist an Position {seed} der Playoffs von {tournament} gesetzt.',
    fr: '{team} est tête de série n° {seed} des playoffs de {tournament}.',
    es: '{team} es cabeza de serie {seed} de los playoffs de {tournament}.',
    it: '{team} è testa di serie {seed} dei playoff di {tournament}.',
    pl: '{team} ma rozstawienie {seed} w playoffach {tournament}.',
  },
  '{team} finished {groupPlace} in Group {group}, did not advance from the group stage of {tournament} and places {place}.':
    {
      de: '{team} hat in Gruppe {group} den {groupPlace} Platz belegt, ist nach der Gruppenphase von {tournament} ausgeschieden und landet auf dem {place} Platz.',
      fr: '{team} a terminé à la {groupPlace} place du Groupe {group}, ne s’est pas qualifiée à l’issue de la phase de groupes de {tournament} et se classe à la {place} place.',
      es: '{team} ha terminado en el {groupPlace} puesto del Grupo {group}, no ha superado la fase de grupos de {tournament} y queda en el {place} puesto.',
      it: '{team} ha chiuso al {groupPlace} posto del Girone {group}, non ha superato la fase a gironi di {tournament} e si classifica al {place} posto.',
      pl: '{team} zajmuje {groupPlace} miejsce w grupie {group}, nie wychodzi z fazy grupowej {tournament} i kończy na {place} miejscu.',
    },
  '{team} did not advance from the group stage of {tournament} and places {place}.': {
    de: '{team} ist nach der Gruppenphase von {tournament} ausgeschieden und landet auf dem {place} Platz.',
    fr: '{team} ne s’est pas qualifiée à l’issue de la phase de groupes de {tournament} et se classe à la {place} place.',
    es: '{team} no ha superado la fase de grupos de {tournament} y queda en el {place} puesto.',
    it: '{team} non ha superato la fase a gironi di {tournament} e si classifica al {place} posto.',
    pl: '{team} nie wychodzi z fazy grupowej {tournament} i kończy na {place} miejscu.',
  },
  '{team} did not advance from the Swiss stage of {tournament} and places {place}.': {
    de: '{team} ist nach der Schweizer-System-Phase von {tournament} ausgeschieden und landet auf dem {place} Platz.',
    fr: '{team} ne s’est pas qualifiée à l’issue de la phase en système suisse de {tournament} et se classe à la {place} place.',
    es: '{team} no ha superado la fase suiza de {tournament} y queda en el {place} puesto.',
    it: '{team} non ha superato la fase a sistema svizzero di {tournament} e si classifica al {place} posto.',
    pl: '{team} nie wychodzi z fazy w systemie szwajcarskim {tournament} i kończy na {place} miejscu.',
  },

  // Ladders (decision 0048).
  'Ladder match: {home} v {away}': {
    de: 'Ladder-Match: {home} vs {away}',
    fr: 'Match de ladder : {home} vs {away}',
    es: 'Partida de ladder: {home} vs {away}',
    it: 'Match di ladder: {home} vs {away}',
    pl: 'Mecz ladderu: {home} vs {away}',
  },

  // A shortfall settled (decision 0037): the amount in brackets, so no verb has to agree with it.
  'The {amount} owed after a refunded purchase is settled: you can withdraw from your wallet again.': {
    de: 'Der Fehlbetrag nach einem erstatteten Kauf ist beglichen ({amount}): Du kannst wieder aus deinem Wallet auszahlen.',
    fr: 'Le découvert laissé par un achat remboursé est réglé ({amount}) : vous pouvez à nouveau retirer depuis votre portefeuille.',
    es: 'El déficit tras una compra reembolsada está saldado ({amount}): puedes volver a retirar de tu monedero.',
    it: 'L’ammanco dopo un acquisto rimborsato è saldato ({amount}): puoi di nuovo prelevare dal tuo portafoglio.',
    pl: 'Niedobór po zwróconym zakupie został rozliczony ({amount}): możesz znów wypłacać z portfela.',
  },
  'The {amount} owed after a refunded purchase are settled: you can withdraw from your wallet again.': {
    de: 'Der Fehlbetrag nach einem erstatteten Kauf ist beglichen ({amount}): Du kannst wieder aus deinem Wallet auszahlen.',
    fr: 'Le découvert laissé par un achat remboursé est réglé ({amount}) : vous pouvez à nouveau retirer depuis votre portefeuille.',
    es: 'El déficit tras una compra reembolsada está saldado ({amount}): puedes volver a retirar de tu monedero.',
    it: 'L’ammanco dopo un acquisto rimborsato è saldato ({amount}): puoi di nuovo prelevare dal tuo portafoglio.',
    pl: 'Niedobór po zwróconym zakupie został rozliczony ({amount}): możesz znów wypłacać z portfela.',
  },
  'The {amount} owed after a refunded purchase is settled.': {
    de: 'Der Fehlbetrag nach einem erstatteten Kauf ist beglichen ({amount}).',
    fr: 'Le découvert laissé par un achat remboursé est réglé ({amount}).',
    es: 'El déficit tras una compra reembolsada está saldado ({amount}).',
    it: 'L’ammanco dopo un acquisto rimborsato è saldato ({amount}).',
    pl: 'Niedobór po zwróconym zakupie został rozliczony ({amount}).',
  },
  'The {amount} owed after a refunded purchase are settled.': {
    de: 'Der Fehlbetrag nach einem erstatteten Kauf ist beglichen ({amount}).',
    fr: 'Le découvert laissé par un achat remboursé est réglé ({amount}).',
    es: 'El déficit tras una compra reembolsada está saldado ({amount}).',
    it: 'L’ammanco dopo un acquisto rimborsato è saldato ({amount}).',
    pl: 'Niedobór po zwróconym zakupie został rozliczony ({amount}).',
  },
  'Withdrawals stay paused until the rest is settled too.': {
    de: 'Auszahlungen bleiben pausiert, bis auch der Rest beglichen ist.',
    fr: 'Les retraits restent suspendus jusqu’à ce que le reste soit réglé aussi.',
    es: 'Los retiros siguen en pausa hasta que se salde también el resto.',
    it: 'I prelievi restano sospesi finché non viene saldato anche il resto.',
    pl: 'Wypłaty pozostają wstrzymane, dopóki nie zostanie rozliczona również reszta.',
  },

  // The organisers' inbox and webhooks (decisions 0037, 0058): the sender's name and address, a webhook's address
  // and its last error (the receiver's or the network's words) stay as written.
  '{name} <{email}> sent a message through the contact form.': {
    de: '{name} <{email}> hat über das Kontaktformular eine Nachricht gesendet.',
    fr: '{name} <{email}> a envoyé un message via le formulaire de contact.',
    es: '{name} <{email}> ha enviado un mensaje a través del formulario de contacto.',
    it: '{name} <{email}> ha inviato un messaggio tramite il modulo di contatto.',
    pl: 'Nowa wiadomość z formularza kontaktowego od: {name} <{email}>.',
  },
  'Deliveries to webhook endpoint {id} ({url}) failed for 24 hours (last: {error}), so it was disabled. Fix the receiver, then enable it again in the console; its waiting deliveries follow.':
    {
      de: 'Zustellungen an den Webhook-Endpunkt {id} ({url}) sind 24 Stunden lang fehlgeschlagen (zuletzt: {error}), daher wurde er deaktiviert. Repariere den Empfänger und aktiviere ihn dann in der Konsole wieder; seine wartenden Zustellungen folgen.',
      fr: 'Les envois vers le point de terminaison de webhook {id} ({url}) ont échoué pendant 24 heures (dernier : {error}) ; il a donc été désactivé. Réparez le récepteur, puis réactivez-le dans la console ; ses envois en attente suivront.',
      es: 'Las entregas al endpoint de webhook {id} ({url}) han fallado durante 24 horas (última: {error}), así que se ha desactivado. Arregla el receptor y vuelve a activarlo en la consola; sus entregas pendientes se enviarán después.',
      it: 'Le consegne all’endpoint webhook {id} ({url}) sono fallite per 24 ore (ultima: {error}), quindi è stato disattivato. Sistema il ricevitore, poi riattivalo nella console; le sue consegne in attesa seguiranno.',
      pl: 'Dostarczanie do endpointu webhooka {id} ({url}) nie udawało się przez 24 godziny (ostatnio: {error}), więc został wyłączony. Napraw odbiornik, a potem włącz go ponownie w konsoli; oczekujące dostawy zostaną wysłane.',
    },
};

/**
 * A group stage's outcome told again after a corrected result: `{outcome}` is one of the outcome sentences of the
 * catalogue above, itself translated. Scoped to the stage's notices: the outcome templates start with a value, and
 * would otherwise take the lead in as part of the team's name.
 */
const CORRECTED_OUTCOME: Catalogue = {
  'A corrected group result changed the playoff: {outcome}': {
    de: 'Ein korrigiertes Gruppenergebnis hat die Playoffs geändert: {outcome}',
    fr: 'Un résultat de groupe corrigé a modifié les playoffs : {outcome}',
    es: 'Un resultado de grupo corregido ha cambiado los playoffs: {outcome}',
    it: 'Un risultato del girone corretto ha cambiato i playoff: {outcome}',
    pl: 'Poprawiony wynik w grupie zmienił playoffy: {outcome}',
  },
  'A corrected Swiss stage result changed the playoff: {outcome}': {
    de: 'Ein korrigiertes Ergebnis der Schweizer-System-Phase hat die Playoffs geändert: {outcome}',
    fr: 'Un résultat corrigé de la phase en système suisse a modifié les playoffs : {outcome}',
    es: 'Un resultado corregido de la fase suiza ha cambiado los playoffs: {outcome}',
    it: 'Un risultato corretto della fase a sistema svizzero ha cambiato i playoff: {outcome}',
    pl: 'Poprawiony wynik fazy w systemie szwajcarskim zmienił playoffy: {outcome}',
  },
};

/**
 * Notices whose English is too general to be a template for every text (`'{team} is in {tournament}'` would take
 * any "X is in Y"): each applies only to notices of its event type, before the catalogue above.
 */
export const NOTICES_BY_TYPE: Partial<Record<EventType, Catalogue>> = {
  'stage.advanced': CORRECTED_OUTCOME,
  'stage.eliminated': CORRECTED_OUTCOME,
  // The season's end told a team kept out of the playoff: `{refusal}` is the refusal, itself translated (a refusal
  // template starting with a name would otherwise take the sentence's start in as the name).
  'ladder.season_ended': {
    'Your team could not be entered in {playoff}: {refusal}': {
      de: 'Dein Team konnte nicht in {playoff} angemeldet werden: {refusal}',
      fr: 'Votre équipe n’a pas pu être inscrite à {playoff} : {refusal}',
      es: 'Tu equipo no ha podido inscribirse en {playoff}: {refusal}',
      it: 'La tua squadra non è stata iscritta a {playoff}: {refusal}',
      pl: 'Nie udało się zapisać Twojej drużyny do {playoff}: {refusal}',
    },
  },
  'enrolment.confirmed': {
    '{team} is in {tournament}': {
      de: '{team} ist bei {tournament} dabei',
      fr: '{team} est inscrite à {tournament}',
      es: '{team} está inscrito en {tournament}',
      it: '{team} partecipa a {tournament}',
      pl: '{team} bierze udział w {tournament}',
    },
  },
  'team.deleted': {
    '{team} was deleted': {
      de: '{team} wurde gelöscht',
      fr: '{team} a été supprimée',
      es: '{team} se ha eliminado',
      it: '{team} è stata eliminata',
      pl: 'Drużyna {team} została usunięta',
    },
  },
  'tournament.created': {
    '{tournament} was created': {
      de: '{tournament} wurde erstellt',
      fr: '{tournament} a été créé',
      es: '{tournament} se ha creado',
      it: '{tournament} è stato creato',
      pl: 'Utworzono {tournament}',
    },
    '{tournament} was created.': {
      de: '{tournament} wurde erstellt.',
      fr: '{tournament} a été créé.',
      es: '{tournament} se ha creado.',
      it: '{tournament} è stato creato.',
      pl: 'Utworzono {tournament}.',
    },
  },
};

/** A form of a word for each of the language's plural categories (Intl.PluralRules); `other` for any missing. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The units a notice counts (`500 credits`, `3 VIP tokens`, `2 VIP days`, `VIP for 3 months`). */
export type NoticeUnit = 'credits' | 'tokens' | 'vip_days' | 'months';

/** Each unit's word by plural category: Polish has one (1), few (2–4, 22–24), many (5–21, 25…) and other. */
export const NOTICE_UNITS: Record<NoticeUnit, Record<NoticeLanguage, PluralForms>> = {
  credits: {
    de: { one: 'Credit', other: 'Credits' },
    fr: { one: 'crédit', other: 'crédits' },
    es: { one: 'crédito', other: 'créditos' },
    it: { one: 'credito', other: 'crediti' },
    pl: { one: 'kredyt', few: 'kredyty', many: 'kredytów', other: 'kredytu' },
  },
  tokens: {
    de: { one: 'VIP-Token', other: 'VIP-Tokens' },
    fr: { one: 'jeton VIP', other: 'jetons VIP' },
    es: { one: 'token VIP', other: 'tokens VIP' },
    it: { one: 'token VIP', other: 'token VIP' },
    pl: { one: 'token VIP', few: 'tokeny VIP', many: 'tokenów VIP', other: 'tokenu VIP' },
  },
  vip_days: {
    de: { one: 'VIP-Tag', other: 'VIP-Tage' },
    fr: { one: 'jour VIP', other: 'jours VIP' },
    es: { one: 'día VIP', other: 'días VIP' },
    it: { one: 'giorno VIP', other: 'giorni VIP' },
    pl: { one: 'dzień VIP', few: 'dni VIP', many: 'dni VIP', other: 'dnia VIP' },
  },
  months: {
    de: { one: 'Monat', other: 'Monate' },
    fr: { one: 'mois', other: 'mois' },
    es: { one: 'mes', other: 'meses' },
    it: { one: 'mese', other: 'mesi' },
    pl: { one: 'miesiąc', few: 'miesiące', many: 'miesięcy', other: 'miesiąca' },
  },
};

/** A VIP plan bought (`Gold: VIP for 3 months`): `{plan}` stays, `{months}` is counted as above. */
export const NOTICE_VIP_PLAN: Record<NoticeLanguage, string> = {
  de: '{plan}: VIP für {months}',
  fr: '{plan} : VIP pendant {months}',
  es: '{plan}: VIP durante {months}',
  it: '{plan}: VIP per {months}',
  pl: '{plan}: VIP na {months}',
};

/**
 * A place as each language writes it (ICU `selectordinal`, as the web's catalogues do): `#` is the number. French
 * names a place (la place), so the first is `1re`.
 */
export const NOTICE_ORDINALS: Record<NoticeLanguage, PluralForms> = {
  de: { other: '#.' },
  fr: { one: '#re', other: '#e' },
  es: { other: '#.º' },
  it: { other: '#°' },
  pl: { other: '#.' },
};
