/** A tournament's Discord post: in the channel's language, its times as Discord timestamps (decision 0062). */
import { describe, expect, it } from 'vitest';
import { discordMessage, discordTimestamp } from './discord';

const startsAt = '2030-05-01T18:00:00.000Z';
/** 18:00 UTC on 1 May 2030, in seconds since 1970. */
const UNIX = 1_903_888_800;
const link = 'https://arena.example/#/viewtournament?id=5';

describe('discordTimestamp', () => {
  it('writes an instant as <t:seconds:f> and leaves what is not one', () => {
    expect(discordTimestamp(startsAt)).toBe(`<t:${UNIX}:f>`);
    // Seconds, rounded down: Discord reads no fractions.
    expect(discordTimestamp('2030-05-01T18:00:00.999+00:00')).toBe(`<t:${UNIX}:f>`);
    expect(discordTimestamp('not a time')).toBeUndefined();
  });
});

describe('discordMessage', () => {
  const started = {
    type: 'tournament.started' as const,
    notice: {
      title: 'Winter Cup has started',
      body: 'Winter Cup starts at {{starts_at}}. Be ready for your first match.',
      link: '#/viewtournament?id=5',
      times: { starts_at: startsAt },
    },
  };

  it('says the notice in the language chosen for the channel, its time as a timestamp', () => {
    const post = discordMessage(started, { name: 'Winter Cup', language: 'de' }, link);
    expect(post.content).toBe('**Winter Cup**: Winter Cup hat begonnen');
    expect(post.embeds[0]).toMatchObject({
      title: 'Winter Cup hat begonnen',
      description: `Winter Cup beginnt am <t:${UNIX}:f>. Sei bereit für dein erstes Match.`,
      url: link,
    });
  });

  it('keeps English as written, with the time as a timestamp, not a raw {{key}}', () => {
    const post = discordMessage(started, { name: 'Winter Cup', language: 'en' }, link);
    expect(post.embeds[0]!.description).toBe(
      `Winter Cup starts at <t:${UNIX}:f>. Be ready for your first match.`,
    );
    expect(JSON.stringify(post)).not.toContain('{{');
  });

  it("writes a time in the embed's title out in UTC, in the channel's format (Discord reads no markup there)", () => {
    const closing = {
      type: 'tournament.cancelled' as const,
      notice: { ...started.notice, title: 'Check-in closes at {{starts_at}}', body: 'See you there.' },
    };
    const english = discordMessage(closing, { name: 'Winter Cup', language: 'en' }, link);
    expect(english.content).toBe(`**Winter Cup**: Check-in closes at <t:${UNIX}:f>`);
    expect(english.embeds[0]!.title).toBe('Check-in closes at 01-05-2030 18:00 UTC');
    const german = discordMessage(closing, { name: 'Winter Cup', language: 'de' }, link);
    expect(german.embeds[0]!.title).toContain('01.05.2030, 18:00 UTC');
  });

  it('leaves a {{key}} the notice has no time for as written', () => {
    const post = discordMessage(
      { type: 'tournament.started', notice: { ...started.notice, times: {} } },
      { name: 'Winter Cup', language: 'en' },
      link,
    );
    expect(post.embeds[0]!.description).toBe(started.notice.body);
  });
});
