/** The password-reset e-mail in the account's language (decision 0062); English is the spec's text. */
import { isLanguageCode, type LanguageCode } from '@arena/shared/language';

const TEXTS: Record<LanguageCode, { subject: string; lines: (name: string, otp: string) => string[] }> = {
  en: {
    subject: 'Your Arena password reset code',
    lines: (name, otp) => [
      `Hello ${name},`,
      '',
      `Your one-time code to reset your Arena password is ${otp}.`,
      'It is valid for 10 minutes. If you did not ask for it, you can ignore this e-mail.',
    ],
  },
  de: {
    subject: 'Dein Code zum Zurücksetzen des Arena-Passworts',
    lines: (name, otp) => [
      `Hallo ${name},`,
      '',
      `dein Einmalcode zum Zurücksetzen deines Arena-Passworts lautet ${otp}.`,
      'Er ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.',
    ],
  },
  fr: {
    subject: 'Votre code de réinitialisation du mot de passe Arena',
    lines: (name, otp) => [
      `Bonjour ${name},`,
      '',
      `Votre code à usage unique pour réinitialiser votre mot de passe Arena est ${otp}.`,
      'Il est valable 10 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
    ],
  },
  es: {
    subject: 'Tu código para restablecer la contraseña de Arena',
    lines: (name, otp) => [
      `Hola ${name}:`,
      '',
      `Tu código de un solo uso para restablecer tu contraseña de Arena es ${otp}.`,
      'Es válido durante 10 minutos. Si no lo has pedido, puedes ignorar este correo.',
    ],
  },
  it: {
    subject: 'Il tuo codice per reimpostare la password di Arena',
    lines: (name, otp) => [
      `Ciao ${name},`,
      '',
      `il tuo codice monouso per reimpostare la password di Arena è ${otp}.`,
      'È valido per 10 minuti. Se non l’hai richiesto, puoi ignorare questa e-mail.',
    ],
  },
  pl: {
    subject: 'Twój kod do resetowania hasła Arena',
    lines: (name, otp) => [
      `Cześć ${name},`,
      '',
      `Twój jednorazowy kod do zresetowania hasła w Arena to ${otp}.`,
      'Jest ważny przez 10 minut. Jeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość.',
    ],
  },
};

export function passwordResetEmail(language: string | null, name: string, otp: string) {
  const texts = TEXTS[isLanguageCode(language) ? language : 'en'];
  return { subject: texts.subject, text: texts.lines(name, otp).join('\n') };
}
