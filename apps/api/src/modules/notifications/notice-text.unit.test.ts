/** Notices read in the reader's language (issue 29, decision 0062). */
import { describe, expect, it } from 'vitest';
import { notificationIn, translateNotice } from './notice-text';

describe('a notice in the reader’s language', () => {
  it('translates a whole sentence with its values, and keeps a time for the reader’s zone', () => {
    expect(
      translateNotice(
        'de',
        'Your match in Winter Cup must be reported by {{report_deadline}}. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.',
      ),
    ).toBe(
      'Dein Match in Winter Cup muss bis {{report_deadline}} gemeldet werden. Zur Frist wird eine einzelne Meldung so bestätigt, wie sie gemeldet wurde; ohne Meldung geht das Match als Nichtantritt an den Veranstalter.',
    );
  });

  it('translates a body made of several sentences one by one', () => {
    expect(
      translateNotice(
        'fr',
        'PayPal reversed £5.00 of your payment for 500 credits. Your VIP period was shortened to match.',
      ),
    ).toBe(
      'PayPal a annulé 5,00\u00a0£ de votre paiement pour 500 crédits. Votre période VIP a été raccourcie en conséquence.',
    );
  });

  it('leaves English and unknown text alone', () => {
    const notice = {
      type: 'team.join_requested' as const,
      title: 'Kim asked to join Red Owls',
      body: 'Something new happened.',
    };
    expect(notificationIn(notice, 'en')).toBe(notice);
    expect(notificationIn(notice, 'pl')).toEqual({
      type: 'team.join_requested',
      title: 'Kim prosi o dołączenie do Red Owls',
      body: 'Something new happened.',
    });
  });

  it('reads a notification by its type’s own entries first', () => {
    const deleted = {
      type: 'team.deleted' as const,
      title: 'Red Owls was deleted',
      body: 'The captain deleted Red Owls; you are no longer on it.',
    };
    expect(notificationIn(deleted, 'de')).toEqual({
      type: 'team.deleted',
      title: 'Red Owls wurde gelöscht',
      body: 'Der Kapitän hat Red Owls gelöscht; du bist nicht mehr dabei.',
    });
    expect(notificationIn({ ...deleted, type: 'team.member_removed' as const }, 'de').title).toBe(
      'Red Owls was deleted',
    );
  });
});
