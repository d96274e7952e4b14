/**
 * Every notice a player or an admin can receive reads in German (issue 29, decision 0062, "Update (session 23,
 * notices)"): one sample of each sentence every `*.notices.ts` (and the services that pass them their texts) can
 * write, every variant of a composed body included, in the English the code writes. The shared sentence tables
 * are called as the code calls them, so a changed table sentence is checked as changed.
 */
import { describe, expect, it } from 'vitest';
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import { CHECK_IN_MESSAGES, WAITLIST_MESSAGES } from '@arena/shared/match-day-messages';
import { poundsText } from '@arena/shared/money';
import type { EventType } from '@arena/shared/notifications';
import { ORGANISER_ENTRY_MESSAGES } from '@arena/shared/organiser-entries';
import { assetAmountText } from '@arena/shared/payments';
import { formatSeries } from '@arena/shared/series-games';
import { WALLET_MESSAGES } from '@arena/shared/wallet';
import { LANGUAGE_CODES } from '@arena/shared/language';
import { NOTICES_BY_TYPE } from '../../i18n/catalogue/notices';
import { translateNotice } from './notice-text';

const T = 'Winter Cup';
const A = 'Red Owls';
const B = 'Blue Foxes';
/** The English ordinals the code writes (lifecycle.notices.ts, brackets.notices.ts). */
const ORDINALS = ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st'];

interface Sample {
  type: EventType;
  title: string;
  /** Omitted where the body is the sender's own words (a match message). */
  body?: string;
}

const teams: Sample[] = [
  {
    type: 'team.join_requested',
    title: `Kim asked to join ${A}`,
    body: `Kim wants to join ${A}. Accept or reject the request in Team Management.`,
  },
  {
    type: 'team.request_accepted',
    title: `You joined ${A}`,
    body: `The captain of ${A} accepted your request.`,
  },
  {
    type: 'team.request_rejected',
    title: `Your request to join ${A} was declined`,
    body: `The captain of ${A} declined your request to join.`,
  },
  {
    type: 'team.member_removed',
    title: `You were removed from ${A}`,
    body: `The captain of ${A} removed you from the team.`,
  },
  {
    type: 'team.deleted',
    title: `${A} was deleted`,
    body: `The captain deleted ${A}; you are no longer on it.`,
  },
];

const refusal = ENROLMENT_MESSAGES.tokenRequired('Kim');
const enrolment: Sample[] = [
  {
    type: 'enrolment.confirmed',
    title: `${A} is in ${T}`,
    body: `Your team ${A} is enrolled in ${T}. We will tell you when your first match is ready.`,
  },
  {
    type: 'enrolment.left',
    title: `${A} left ${T}`,
    body: `Your captain took ${A} out of ${T}; the entry fee and any VIP tokens were refunded.`,
  },
  // Live-only changes of the tournament page's lists: title and body are one sentence.
  { type: 'enrolment.checked_in', title: `${A} checked in for ${T}`, body: `${A} checked in for ${T}` },
  {
    type: 'waitlist.joined',
    title: `${A} joined the waitlist of ${T}`,
    body: `${A} joined the waitlist of ${T}`,
  },
  { type: 'waitlist.left', title: `${A} left the waitlist of ${T}`, body: `${A} left the waitlist of ${T}` },
  {
    type: 'enrolment.checked_in',
    title: ORGANISER_ENTRY_MESSAGES.checkedInSubject(T),
    body: ORGANISER_ENTRY_MESSAGES.checkedInNotice(A, T),
  },
  ...[true, false].map((refunded) => ({
    type: 'enrolment.removed' as const,
    title: ORGANISER_ENTRY_MESSAGES.removedSubject(T),
    body: ORGANISER_ENTRY_MESSAGES.removedNotice(A, T, 'Cheating', refunded),
  })),
  ...[0, 1, 5].map((fee) => ({
    type: 'waitlist.promoted' as const,
    title: WAITLIST_MESSAGES.promotedSubject(T),
    body: WAITLIST_MESSAGES.promoted(A, T, fee),
  })),
  {
    type: 'waitlist.skipped',
    title: WAITLIST_MESSAGES.skippedSubject(T),
    body: WAITLIST_MESSAGES.skipped(A, T, refusal),
  },
  ...[CHECK_IN_MESSAGES.dropped, CHECK_IN_MESSAGES.droppedRefunded].map((body) => ({
    type: 'enrolment.dropped' as const,
    title: CHECK_IN_MESSAGES.droppedSubject(T),
    body: body(A, T),
  })),
];

const lifecycle: Sample[] = [
  {
    type: 'tournament.created',
    title: `${T} was created`,
    body: `${T} was created.`,
  },
  {
    type: 'tournament.starts_soon',
    title: `${T} starts soon`,
    body: `${T} starts at {{starts_at}}. Be ready for your first match.`,
  },
  ...[CHECK_IN_MESSAGES.open, CHECK_IN_MESSAGES.openWaiting].map((body) => ({
    type: 'tournament.check_in_open' as const,
    title: CHECK_IN_MESSAGES.openSubject(T),
    body: body(A, T, '{{closes_at}}'),
  })),
  {
    type: 'tournament.started',
    title: `${T} has started`,
    body: `${T} has started with 8 teams. The bracket is live.`,
  },
  {
    type: 'tournament.cancelled',
    title: `${T} was cancelled`,
    body: `${T} was cancelled (Not enough teams). Every entry fee and VIP token has been refunded.`,
  },
  ...ORDINALS.map((place) => ({
    type: 'tournament.completed' as const,
    title: `${T} is over: ${A} placed ${place}`,
    body: `${T} is complete. ${A} finished ${place}.`,
  })),
  {
    type: 'prize.paid',
    title: `Prize paid: ${poundsText(123450)}`,
    body: `Your share of the ${T} prize, ${poundsText(123450)}, is in your wallet.`,
  },
];

/** The group stage's outcomes (brackets.notices.ts, stageAdvanced): every lead, place and opponent variant. */
const leads = [
  '',
  'A corrected group result changed the playoff: ',
  'A corrected Swiss stage result changed the playoff: ',
];
const stages: Sample[] = leads.flatMap((lead) => [
  ...[`${A} finished 2nd in Group B and`, A].flatMap((seededBy) =>
    ['', ` and plays ${B} first`].map((first) => ({
      type: 'stage.advanced' as const,
      title: `${A} advanced to the playoff of ${T}`,
      body: `${lead}${seededBy} is seed 3 of the playoff of ${T}${first}.`,
    })),
  ),
  {
    type: 'stage.eliminated' as const,
    title: `${A} is out of ${T}`,
    body: `${lead}${A} finished 3rd in Group B, did not advance from the group stage of ${T} and places 5th.`,
  },
  ...['group stage', 'Swiss stage'].map((stage) => ({
    type: 'stage.eliminated' as const,
    title: `${A} is out of ${T}`,
    body: `${lead}${A} did not advance from the ${stage} of ${T} and places 9th.`,
  })),
]);

const matches: Sample[] = [
  {
    type: 'match.ready',
    title: `${A} vs ${B} is ready`,
    body: `Your match in ${T} against ${B} is ready to play. Report the score when it is over.`,
  },
  ...[
    formatSeries(2, 1, []),
    formatSeries(2, 1, [
      { own_score: 16, opponent_score: 14 },
      { own_score: 10, opponent_score: 16 },
      { own_score: 16, opponent_score: 5 },
    ] as Parameters<typeof formatSeries>[2]),
  ].map((score) => ({
    type: 'match.opponent_reported' as const,
    title: `${B} reported 2-1`,
    body: `${B} reported your match in ${T} as ${score} to them. Confirm it with the same result, or report yours to open a dispute.`,
  })),
  {
    type: 'match.confirmed',
    title: `Result confirmed: ${A} won`,
    body: `Both captains agreed on the result of the match in ${T}; ${A} won.`,
  },
  {
    type: 'match.confirmed',
    title: 'Result confirmed',
    body: `Both captains agreed on the result of the match in ${T}.`,
  },
  {
    type: 'match.disputed',
    title: `Your match in ${T} is disputed`,
    body: 'The captains reported different results; an admin will decide.',
  },
  {
    type: 'admin.dispute_opened',
    title: `New dispute in ${T}`,
    body: 'The captains of match 41 reported different results.',
  },
  ...['', ' Reason: Wrong score entered'].flatMap((reason) => [
    {
      type: 'match.result_set' as const,
      title: `A result in ${T} was corrected`,
      body: `An administrator corrected a match result in ${T}; later matches follow the correction and may have to be played again.${reason}`,
    },
    {
      type: 'match.result_set' as const,
      title: `An admin decided your match in ${T}`,
      body: `An administrator set the result of your match in ${T}.${reason}`,
    },
  ]),
  {
    type: 'match.deadline_near',
    title: `Report your match in ${T} soon`,
    body: `Your match in ${T} must be reported by {{report_deadline}}. At the deadline a single report is confirmed as reported; with no report the match goes to the organiser as a no-show.`,
  },
  {
    type: 'match.auto_confirmed',
    title: `Result confirmed at the deadline in ${T}`,
    body: `The report deadline passed with only ${A}'s report, so that result was confirmed.`,
  },
  {
    type: 'match.no_show',
    title: `Your match in ${T} is with the organiser`,
    body: BRACKET_MESSAGES.reportAfterNoShow,
  },
  {
    type: 'admin.match_no_show',
    title: `No report by the deadline in ${T}`,
    body: 'Neither captain reported match 41 by its deadline: forfeit a team or set the result.',
  },
  {
    type: 'match.forfeited',
    title: `${A} forfeited a match in ${T}`,
    body: `An organiser recorded a forfeit by ${A} in ${T}; the other team goes through. Reason: No show`,
  },
  {
    type: 'swiss.round_drawn',
    title: `Swiss round 3 of ${T} is drawn`,
    body: `${A} plays ${B} in Swiss round 3 of ${T}.`,
  },
  {
    type: 'swiss.round_drawn',
    title: `Swiss round 3 of ${T} is drawn`,
    body: `${A} has the bye in Swiss round 3 of ${T}: the round counts as a win.`,
  },
  ...stages,
];

const matchRoom: Sample[] = [
  { type: 'match.message', title: `New message in your match of ${T}` },
  { type: 'admin.match_message', title: `New message in a match of ${T} you decide` },
  {
    type: 'match.evidence_added',
    title: `${A} added a screenshot to your match`,
    body: `${A} attached a screenshot to your match in ${T}. See it in the match room.`,
  },
  ...[
    ['a match', ''],
    ['a disputed match', ', which is disputed'],
    ['a match', ', which nobody reported by its deadline'],
  ].map(([which, why]) => ({
    type: 'admin.evidence_added' as const,
    title: `New evidence in ${which} of ${T}`,
    body: `${A} attached a screenshot to match 41${why}.`,
  })),
  {
    type: 'match.veto_step',
    title: 'The map veto of your match moved on',
    body: 'See the veto in the match room.',
  },
  { type: 'admin.match_veto', title: 'A map veto moved on', body: 'The map veto of match 41 moved on.' },
  ...['ban', 'pick', 'side'].map((action) => ({
    type: 'match.veto_turn' as const,
    title: `Your turn in the map veto (${T})`,
    body: `Your team's next step is a ${action}. If you do not act in time, a random choice is made for you.`,
  })),
];

/** A refund's or reversal's body, sentence by sentence as payments.notices.ts builds it. */
function takenBack(input: {
  how: 'refund' | 'reversal';
  what: string;
  kind: 'credits' | 'tokens' | 'subscription';
  taken: number;
  vipShortened?: boolean;
  shortfall?: { asset: 'credits' | 'tokens' | 'vip_days'; amount: number };
}): Sample {
  const sentences = [
    input.how === 'refund'
      ? `${poundsText(500)} of your payment for ${input.what} was refunded to your PayPal account.`
      : `PayPal reversed ${poundsText(500)} of your payment for ${input.what}.`,
  ];
  if (input.vipShortened) sentences.push('Your VIP period was shortened to match.');
  if (input.taken > 0)
    sentences.push(
      `${assetAmountText(input.kind === 'credits' ? 'credits' : 'tokens', input.taken)} ${input.taken === 1 ? 'was' : 'were'} taken back from your account.`,
    );
  if (input.shortfall)
    sentences.push(
      `${assetAmountText(input.shortfall.asset, input.shortfall.amount)} had already been used. ${WALLET_MESSAGES.shortfallBlocksWithdrawal}`,
    );
  return {
    type: input.how === 'refund' ? 'purchase.refunded' : 'purchase.reversed',
    title: `${input.how === 'refund' ? 'Purchase refunded' : 'Payment reversed'}: ${input.what}`,
    body: sentences.join(' '),
  };
}

const money: Sample[] = [
  ...['500 credits', '1 credits', '3 VIP tokens'].map((what) => ({
    type: 'purchase.completed' as const,
    title: `Purchase complete: ${what}`,
    body: `Your payment went through: ${what} added to your account.`,
  })),
  ...['Gold: VIP for 3 months', 'Gold: VIP for 1 month'].map((what) => ({
    type: 'purchase.completed' as const,
    title: `Purchase complete: ${what}`,
    body: `Your payment went through: ${what} is active.`,
  })),
  takenBack({ how: 'refund', what: '500 credits', kind: 'credits', taken: 500 }),
  takenBack({
    how: 'refund',
    what: '500 credits',
    kind: 'credits',
    taken: 430,
    shortfall: { asset: 'credits', amount: 70 },
  }),
  takenBack({ how: 'reversal', what: '3 VIP tokens', kind: 'tokens', taken: 1 }),
  takenBack({
    how: 'reversal',
    what: 'Gold: VIP for 3 months',
    kind: 'subscription',
    taken: 0,
    vipShortened: true,
    shortfall: { asset: 'vip_days', amount: 12 },
  }),
  ...[1, 70].flatMap((amount) =>
    [true, false].map((stillOpen) => ({
      type: 'purchase.shortfall_settled' as const,
      title: stillOpen ? 'Shortfall settled' : 'Withdrawals open again',
      body: `The ${assetAmountText('credits', amount)} owed after a refunded purchase ${amount === 1 ? 'is' : 'are'} settled${
        stillOpen
          ? '. Withdrawals stay paused until the rest is settled too.'
          : ': you can withdraw from your wallet again.'
      }`,
    })),
  ),
  ...['', ' It waits for an identity check.'].map((review) => ({
    type: 'admin.withdrawal_requested' as const,
    title: `Withdrawal request: ${poundsText(2500)}`,
    body: `Kim asked to withdraw ${poundsText(2500)}.${review}`,
  })),
  {
    type: 'withdrawal.held',
    title: 'Withdrawal waiting for an identity check',
    body: `Your withdrawal of ${poundsText(2500)} waits for an admin to check your identity. The amount stays reserved; your Wallet says why.`,
  },
  {
    type: 'withdrawal.approved',
    title: 'Identity check approved',
    body: `Your withdrawal of ${poundsText(2500)} passed the identity check and is pending payout.`,
  },
  {
    type: 'withdrawal.processing',
    title: 'Withdrawal processing',
    body: `Your withdrawal of ${poundsText(2500)} was sent to PayPal.`,
  },
  {
    type: 'withdrawal.paid',
    title: `Withdrawal paid: ${poundsText(2450)}`,
    body: `Your withdrawal of ${poundsText(2500)} was paid to your PayPal account (${poundsText(2450)} after the fee).`,
  },
  ...['', ': Account under review'].map((reason) => ({
    type: 'withdrawal.rejected' as const,
    title: 'Withdrawal rejected',
    body: `Your withdrawal of ${poundsText(2500)} was rejected${reason}. The amount is back in your wallet.`,
  })),
  ...['', ' (RECEIVER_UNREGISTERED)'].map((reason) => ({
    type: 'withdrawal.failed' as const,
    title: 'Withdrawal failed',
    body: `PayPal could not pay your withdrawal of ${poundsText(2500)}${reason}. The amount is back in your wallet.`,
  })),
];

const ladders: Sample[] = [
  {
    type: 'ladder.challenged',
    title: `${B} challenged your team`,
    body: `${B} challenged your team to a best-of-3 on Summer Ladder. Accept it on the ladder page.`,
  },
  {
    type: 'ladder.challenge_accepted',
    title: `Ladder match: ${A} v ${B}`,
    body: `Your ladder match against ${B} on Summer Ladder is ready. Play it and report the score in the match room.`,
  },
  ...[
    '',
    ' Your team is entered in Summer Playoff free of charge.',
    ` Your team could not be entered in Summer Playoff: ${refusal}`,
  ].map((tail) => ({
    type: 'ladder.season_ended' as const,
    title: 'Summer Ladder: the season is over',
    body: `The season of Summer Ladder has ended; your team finished #4.${tail}`,
  })),
];

const organisers: Sample[] = [
  {
    type: 'admin.contact_message',
    title: 'New contact message from Kim',
    body: 'Kim <kim@example.com> sent a message through the contact form.',
  },
  {
    type: 'admin.webhook_disabled',
    title: 'Webhook to hooks.example.com disabled',
    body: 'Deliveries to webhook endpoint 7 (https://hooks.example.com/arena) failed for 24 hours (last: answered 500), so it was disabled. Fix the receiver, then enable it again in the console; its waiting deliveries follow.',
  },
];

const ALL = { teams, enrolment, lifecycle, matches, matchRoom, money, ladders, organisers };

/** The samples' own values (names, reasons, addresses), which stay as written in every language. */
const VALUES = [
  T,
  A,
  B,
  'Kim',
  'kim@example.com',
  'https://hooks.example.com/arena',
  'hooks.example.com',
  'Summer Ladder',
  'Summer Playoff',
  'Not enough teams',
  'Wrong score entered',
  'No show',
  'Cheating',
  'Account under review',
  'answered 500',
];
/**
 * Words only English writes (a German sentence may start with "Was"): one left in a translation, its values and
 * the format names (best-of-3) taken out, is an English sentence left.
 */
const ENGLISH_WORDS =
  /\b(the|The|your|Your|you|You|was|were|is|are|has|have|and|of|with|for|to|by|from|at|on|it|its)\b/;

describe('every notice in German (decision 0062)', () => {
  for (const [kind, samples] of Object.entries(ALL)) {
    it(`translates the ${kind} notices, leaving no English sentence`, () => {
      const untranslated: string[] = [];
      for (const sample of samples) {
        for (const english of [sample.title, sample.body ?? '']) {
          if (!english) continue;
          const german = translateNotice('de', english, sample.type);
          const words = VALUES.reduce((text, value) => text.replaceAll(value, ' '), german).replace(
            /best-of-\d+/gi,
            ' ',
          );
          if (german === english || ENGLISH_WORDS.test(words)) untranslated.push(`${sample.type}: ${german}`);
        }
      }
      expect(untranslated).toEqual([]);
    });
  }

  it('translates every notice in French, Spanish, Italian and Polish too, no English sentence left', () => {
    const untranslated: string[] = [];
    for (const language of ['fr', 'es', 'it', 'pl'] as const) {
      for (const sample of Object.values(ALL).flat()) {
        for (const english of [sample.title, sample.body ?? '']) {
          if (!english) continue;
          const text = translateNotice(language, english, sample.type);
          const left = english
            .split(/(?<=[.!?]) (?=[A-Z£0-9])/)
            .filter((sentence) => sentence.split(' ').length > 2 && text.includes(sentence));
          if (text === english || left.length > 0) untranslated.push(`${language} ${sample.type}: ${text}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('samples every kind of notice the code writes', () => {
    // The list above is the test: a kind with nothing in it would pass without checking anything.
    for (const samples of Object.values(ALL)) expect(samples.length).toBeGreaterThan(1);
    expect(stages).toHaveLength(leads.length * 7);
  });
});

describe('a notice’s amounts, units and places in the reader’s words', () => {
  it('says pounds in the language’s number style', () => {
    // Intl keeps the number and its sign together with a no-break space.
    expect(translateNotice('de', 'Prize paid: £1234.50')).toBe('Preisgeld ausgezahlt: 1.234,50\u00a0£');
    expect(translateNotice('fr', 'Withdrawal paid: £2024.50')).toBe('Retrait versé : 2\u202f024,50\u00a0£');
    expect(translateNotice('en', 'Prize paid: £1234.50')).toBe('Prize paid: £1234.50');
  });

  it('counts credits, tokens and days with each language’s plural forms', () => {
    const body = (n: number) =>
      `${assetAmountText('credits', n)} ${n === 1 ? 'was' : 'were'} taken back from your account.`;
    expect(translateNotice('de', body(500))).toBe('500 Credits wurden von deinem Konto zurückgenommen.');
    expect(translateNotice('de', body(1))).toBe('1 Credit wurde von deinem Konto zurückgenommen.');
    expect(translateNotice('de', body(1000))).toBe('1.000 Credits wurden von deinem Konto zurückgenommen.');
    expect([1, 2, 5, 22, 25].map((n) => translateNotice('pl', body(n)))).toEqual([
      '1 kredyt pobrano z powrotem z Twojego konta.',
      '2 kredyty pobrano z powrotem z Twojego konta.',
      '5 kredytów pobrano z powrotem z Twojego konta.',
      '22 kredyty pobrano z powrotem z Twojego konta.',
      '25 kredytów pobrano z powrotem z Twojego konta.',
    ]);
    expect(translateNotice('pl', `${assetAmountText('vip_days', 3)} had already been used.`)).toBe(
      'Wykorzystano już: 3 dni VIP.',
    );
    expect(translateNotice('pl', 'Purchase complete: 3 VIP tokens')).toBe('Zakup zakończony: 3 tokeny VIP');
    expect(translateNotice('es', 'Purchase complete: Gold: VIP for 3 months')).toBe(
      'Compra completada: Gold: VIP durante 3 meses',
    );
    expect(translateNotice('pl', WAITLIST_MESSAGES.promoted(A, T, 5))).toBe(
      `W ${T} zwolniło się miejsce i Twoja drużyna ${A} zajęła je z listy oczekujących. Pobrano wpisowe: 5 kredytów.`,
    );
  });

  it('writes a place as the language’s ordinal', () => {
    expect(translateNotice('de', `${T} is over: ${A} placed 3rd`)).toBe(
      `${T} ist vorbei: ${A} auf dem 3. Platz`,
    );
    expect(translateNotice('fr', `${T} is complete. ${A} finished 1st.`)).toBe(
      `${T} est terminé. ${A} a terminé à la 1re place.`,
    );
    expect(translateNotice('fr', `${T} is complete. ${A} finished 2nd.`)).toBe(
      `${T} est terminé. ${A} a terminé à la 2e place.`,
    );
    expect(translateNotice('es', `${T} is over: ${A} placed 2nd`)).toBe(
      `${T} ha terminado: ${A} en el 2.º puesto`,
    );
    expect(translateNotice('it', `${A} did not advance from the group stage of ${T} and places 9th.`)).toBe(
      `${A} non ha superato la fase a gironi di ${T} e si classifica al 9° posto.`,
    );
  });

  it('leaves a value that only looks like an amount or a place alone outside its placeholder', () => {
    expect(translateNotice('de', 'You joined 3rd')).toBe('Du bist 3rd beigetreten');
    expect(translateNotice('de', `${A} joined the waitlist of 500 credits`)).toBe(
      `${A} steht auf der Warteliste von 500 credits`,
    );
  });
});

describe('a notice whose English is too general for a template', () => {
  it('writes every placeholder of its English in each language, and no other', () => {
    const names = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join();
    const wrong: string[] = [];
    for (const catalogue of Object.values(NOTICES_BY_TYPE))
      for (const [english, translations] of Object.entries(catalogue))
        for (const language of LANGUAGE_CODES.filter((code) => code !== 'en'))
          if (names(translations[language]) !== names(english)) wrong.push(`${language}: ${english}`);
    expect(wrong).toEqual([]);
  });

  it('is translated only for its own event type', () => {
    expect(translateNotice('de', `${A} is in ${T}`, 'enrolment.confirmed')).toBe(`${A} ist bei ${T} dabei`);
    expect(translateNotice('de', `${A} is in ${T}`)).toBe(`${A} is in ${T}`);
    expect(translateNotice('de', `${A} is in ${T}`, 'team.deleted')).toBe(`${A} is in ${T}`);
    expect(translateNotice('fr', `${A} was deleted`, 'team.deleted')).toBe(`${A} a été supprimée`);
    expect(translateNotice('fr', `${A} was deleted`, 'tournament.created')).toBe(`${A} was deleted`);
  });

  it('translates a refusal and a corrected outcome inside a notice as sentences of their own', () => {
    expect(translateNotice('de', WAITLIST_MESSAGES.skipped(A, T, refusal))).toBe(
      `In ${T} ist ein Platz frei geworden, aber dein Team ${A} konnte ihn nicht bekommen und hat die Warteliste verlassen: ${translateNotice('de', refusal)}`,
    );
    expect(translateNotice('de', refusal)).not.toBe(refusal);
    const corrected = `A corrected group result changed the playoff: ${A} is seed 3 of the playoff of ${T}.`;
    expect(translateNotice('de', corrected, 'stage.advanced')).toBe(
      `Ein korrigiertes Gruppenergebnis hat die Playoffs geändert: ${A} ist an Position 3 der Playoffs von ${T} gesetzt.`,
    );
  });
});
