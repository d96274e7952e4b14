/** The notification e-mails in the recipient account's language (issue 29, decision 0062). */
import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-templates';

const links = {
  open: 'https://arena.test/#/matchroom/7',
  unsubscribe: 'https://arena.test/api/notifications/unsubscribe?token=abc',
  preferences: 'https://arena.test/#/myaccount/notifications',
};

const deadline = {
  type: 'match.deadline_near' as const,
  data: {},
  notice: {
    title: 'Report your match in Winter Cup soon',
    body: 'Your match in Winter Cup must be reported by {{report_deadline}}. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.',
    link: '/matchroom/7',
    times: { report_deadline: '2026-11-28T18:00:00.000Z' },
  },
};

describe('the notification e-mails (decision 0062)', () => {
  it('stays the same in English, byte for byte', () => {
    const mail = renderEmail(deadline, { name: 'Sam', timeZone: 'Europe/Paris', language: null }, links);
    expect(mail.subject).toBe('Report your match in Winter Cup soon');
    expect(mail.text).toBe(
      [
        'Hello Sam,',
        '',
        'Your match in Winter Cup must be reported by 28-11-2026 19:00 CET. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.',
        '',
        `Open it on Arena: ${links.open}`,
        '',
        '--',
        'You get this e-mail because these notifications are on in your account.',
        `Stop these e-mails: ${links.unsubscribe}`,
        `All your notification settings: ${links.preferences}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(
      '<p style="font-size:12px;color:#555555">You get this e-mail because these notifications are on in your account. <a href="https://arena.test/api/notifications/unsubscribe?token=abc">Unsubscribe from these e-mails</a> or <a href="https://arena.test/#/myaccount/notifications">change your notification settings</a>.</p>',
    );
  });

  it('is in French for a French account, its time in the account’s zone in the French format', () => {
    const mail = renderEmail(deadline, { name: 'Sam', timeZone: 'Europe/Paris', language: 'fr' }, links);
    expect(mail.subject).toBe('Déclarez bientôt votre match de Winter Cup');
    expect(mail.text).toContain('Bonjour Sam,');
    expect(mail.text).toContain(
      'Votre match de Winter Cup doit être déclaré avant le 28/11/2026 19:00 UTC+1.',
    );
    expect(mail.text).toContain(`Ouvrir sur Arena : ${links.open}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('>Ouvrir sur Arena</a>');
  });

  it('translates a subject frame and the opponent’s roster in German', () => {
    const mail = renderEmail(
      {
        type: 'match.ready',
        data: {
          opponent_team: 'Blue Fox',
          opponent_roster: [{ name: 'Kim', player_id: 'P-1', platforms: { PSN: 'kim_psn' } }],
        },
        notice: {
          title: 'Red Owl vs Blue Fox is ready',
          body: 'Your match in Winter Cup against Blue Fox is ready to play (Round 1). Report the score when it is over.',
          link: '/matchroom/7',
        },
      },
      { name: 'Sam', language: 'de' },
      links,
    );
    expect(mail.subject).toBe('Dein Match ist bereit: Red Owl vs Blue Fox ist bereit');
    expect(mail.text).toContain(
      'Dein Match in Winter Cup gegen Blue Fox kann gespielt werden (Round 1). Melde das Ergebnis, wenn es vorbei ist.',
    );
    expect(mail.text).toContain('- Kim (Spieler-ID P-1): PSN: kim_psn');
  });
});
