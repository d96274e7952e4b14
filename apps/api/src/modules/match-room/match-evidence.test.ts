/**
 * Evidence screenshots of a match (decision 0024) through the public surface, on the test database
 * (embedded or PostgreSQL): checked and re-encoded like profile pictures, stored under a random name, seen by the
 * two teams and the admins only, limited per team (race-safe), and told to the other team and the organisers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dispute } from '@arena/shared/brackets';
import type { ControlRoom } from '@arena/shared/match-control';
import {
  EVIDENCE_PER_TEAM,
  MATCH_EVIDENCE_MESSAGES as M,
  type MatchEvidence,
} from '@arena/shared/match-evidence';
import type { MatchRoom } from '@arena/shared/match-room';
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { matchEvidence } from '../../db/schema/brackets';
import { domainEvents, eventDeliveries } from '../../db/schema/notifications';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { multipartForm, pngDeclaring } from '../../../test/upload-fixtures';
import { promoteToAdmin } from '../../../test/admin-fixtures';

const MINUTE = 60_000;
/** A clock the tests move by hand (deadlines); sessions are made on the real one, so each test starts now. */
const clock = { at: Date.now(), now: () => new Date(clock.at) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.at = Date.now();
});

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };
interface Side {
  teamId: number;
  captain: Player;
  mate: Player;
}

async function admin(): Promise<Player> {
  const [player] = await insertSignedInPlayers(t.database, 1);
  await promoteToAdmin(t.app, t.database, player!);
  return player!;
}

/** A started 2v2 cup of 4 teams with a 30-minute report deadline: a ready semi-final and its two teams. */
async function readyMatch() {
  const game = await insertGame(t.database.db);
  const cup = await insertTournament(t.database.db, game.id, {
    teamSize: 2,
    totalTeams: 4,
    entryFee: 0,
    matchReportMinutes: 30,
  });
  const sides: Side[] = [];
  for (let i = 0; i < 4; i += 1) {
    const [captain, mate] = await insertSignedInPlayers(t.database, 2);
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id]);
    await enrol(t.database.db, cup.id, team);
    sides.push({ teamId: team.id, captain: captain!, mate: mate! });
  }
  expect(await t.app.lifecycle.start(cup.id)).toBe('started');
  const mine = body<{ data: Array<{ match_id: number; status: string }> }>(
    await t.app.inject({ url: `/api/my-matches?tournament_id=${cup.id}`, headers: sides[0]!.captain.auth }),
  ).data;
  const matchId = mine.find((m) => m.status === 'ready')!.match_id;
  const room = await roomOf(sides[0]!.captain, matchId);
  const [a, b] = room.teams.map((team) => sides.find((s) => s.teamId === team.team_id)!);
  const others = sides.filter((s) => s !== a && s !== b);
  return { cup, matchId, a: a!, b: b!, others, organiser: await admin() };
}

async function roomOf(viewer: Player, matchId: number): Promise<MatchRoom> {
  const response = await t.app.inject({ url: `/api/match-room?match_id=${matchId}`, headers: viewer.auth });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MatchRoom }>(response).data;
}

const screenshotForm = (matchId: number | string, file: Buffer, filename = 'shot.png', type = 'image/png') =>
  multipartForm([
    { name: 'match_id', value: String(matchId) },
    { name: 'screenshot', value: file, filename, type },
  ]);

const send = (auth: Auth | Record<string, never>, multipart: ReturnType<typeof multipartForm>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/match-evidence',
    headers: { ...auth, ...multipart.headers },
    payload: multipart.payload,
  });

const attach = (player: Player, matchId: number, file: Buffer, filename?: string, type?: string) =>
  send(player.auth, screenshotForm(matchId, file, filename, type));

const remove = (player: Player, evidenceId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/match-evidence?evidence_id=${evidenceId}`,
    headers: player.auth,
  });

const report = (player: Player, matchId: number, own: number, opponent: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report-match-score',
    headers: player.auth,
    payload: { match_id: matchId, own_score: own, opponent_score: opponent },
  });

const png = (width = 64, height = 36) =>
  sharp({ create: { width, height, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();

async function added(response: Awaited<ReturnType<typeof attach>>): Promise<MatchEvidence> {
  expect(response.statusCode, response.body).toBe(200);
  expect(body(response).message).toBe(M.added);
  return body<{ data: MatchEvidence }>(response).data;
}

const storedFile = (image: string) => path.join(t.config.dataDir, 'storage', image);
/** Evidence files in the app's storage (the folder outlives the database's reset between tests). */
const storedFiles = () => {
  const folder = path.join(t.config.dataDir, 'storage', 'match_evidence');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.endsWith('.tmp')) : [];
};

async function evidenceRows(matchId: number) {
  return t.database.db.select().from(matchEvidence).where(eq(matchEvidence.matchId, matchId));
}

describe('match evidence', () => {
  it('re-encodes a JPEG and a PNG under random names and shows both sides to both teams and the admins', async () => {
    const { cup, matchId, a, b, organiser } = await readyMatch();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const fromA = await added(await attach(a.captain, matchId, photo, 'win.jpg', 'image/jpeg'));
    expect(fromA).toMatchObject({
      match_id: matchId,
      team_id: a.teamId,
      uploaded_by_name: a.captain.user.name,
    });
    // 24 random bytes: a name nobody can guess, since the file is served to whoever holds it.
    expect(fromA.image).toMatch(/^match_evidence\/[\w-]{32}\.jpg$/);
    const served = await t.app.inject({ url: `/storage/${fromA.image}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 800, undefined]);
    expect(served.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect(served.headers['cache-control']).toMatch(/^private/);

    // A wide capture keeps its aspect ratio, its largest side bounded.
    const fromB = await added(await attach(b.captain, matchId, await png(3000, 1000), 'loss.png'));
    expect(fromB.image).toMatch(/^match_evidence\/[\w-]{32}\.png$/);
    const bMeta = await sharp(fs.readFileSync(storedFile(fromB.image))).metadata();
    expect([bMeta.format, bMeta.width, bMeta.height]).toEqual(['png', 2560, 853]);

    for (const viewer of [a.captain, a.mate, b.captain, b.mate, organiser]) {
      const room = await roomOf(viewer, matchId);
      const evidenceOf = (teamId: number) =>
        room.teams.find((team) => team.team_id === teamId)!.evidence.map((e) => e.id);
      expect(evidenceOf(a.teamId)).toEqual([fromA.id]);
      expect(evidenceOf(b.teamId)).toEqual([fromB.id]);
      expect(room.can_add_evidence).toBe(viewer === a.captain || viewer === b.captain);
    }

    // Both captains claim the win: the admin's dispute queue and control room show each side's screenshots.
    expect((await report(a.captain, matchId, 2, 0)).statusCode).toBe(200);
    expect((await report(b.captain, matchId, 2, 0)).statusCode).toBe(200);
    const disputes = await t.app.inject({
      url: `/api/admin/disputes?tournament_id=${cup.id}`,
      headers: organiser.auth,
    });
    expect(disputes.statusCode, disputes.body).toBe(200);
    const [dispute] = body<{ data: Dispute[] }>(disputes).data;
    const disputeSide = (teamId: number) =>
      [dispute!.opponent1, dispute!.opponent2].find((side) => side.team_id === teamId)!;
    expect(disputeSide(a.teamId).evidence).toEqual([fromA]);
    expect(disputeSide(b.teamId).evidence).toEqual([fromB]);

    const control = await t.app.inject({
      url: `/api/admin/tournaments/${cup.id}/control-room`,
      headers: organiser.auth,
    });
    expect(control.statusCode, control.body).toBe(200);
    const match = body<{ data: ControlRoom }>(control).data.matches.find((m) => m.match_id === matchId)!;
    expect(match.state).toBe('disputed');
    const controlSide = (teamId: number) =>
      [match.opponent1, match.opponent2].find((side) => side?.team_id === teamId)!;
    expect(controlSide(a.teamId).evidence.map((e) => e.image)).toEqual([fromA.image]);
    expect(controlSide(b.teamId).evidence.map((e) => e.image)).toEqual([fromB.image]);
    // The other semi-final has none.
    const other = body<{ data: ControlRoom }>(control).data.matches.find((m) => m.match_id !== matchId)!;
    expect([other.opponent1?.evidence, other.opponent2?.evidence]).toEqual([[], []]);
  });

  it('is 404 to outsiders, as the match room is, and 403 to a visitor', async () => {
    const { matchId, a, others } = await readyMatch();
    const mine = await added(await attach(a.captain, matchId, await png()));
    const [stranger] = await insertSignedInPlayers(t.database, 1);
    for (const outsider of [stranger!, others[0]!.captain]) {
      const upload = await attach(outsider, matchId, await png());
      expect(upload.statusCode, upload.body).toBe(404);
      expect(body(upload).error).toEqual(['The match was not found']);
      const removal = await remove(outsider, mine.id);
      expect(removal.statusCode, removal.body).toBe(404);
      // The same answer as for a screenshot that does not exist: the id reveals nothing.
      expect(body(removal).error).toEqual(['The screenshot was not found']);
      const room = await t.app.inject({ url: `/api/match-room?match_id=${matchId}`, headers: outsider.auth });
      expect(room.statusCode).toBe(404);
    }
    expect(body(await remove(a.captain, 999_999)).error).toEqual(['The screenshot was not found']);
    expect((await attach(a.captain, 999_999, await png())).statusCode).toBe(404);
    expect((await send({}, screenshotForm(matchId, await png()))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/match-evidence?evidence_id=${mine.id}` }))
        .statusCode,
    ).toBe(403);
    expect(await evidenceRows(matchId)).toHaveLength(1);
  });

  it('refuses non-images, spoofed types, oversized files and bombs in the envelope, storing nothing', async () => {
    const { matchId, a } = await readyMatch();
    const filesBefore = storedFiles().length;
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const refusals: Array<[ReturnType<typeof multipartForm>, number, string]> = [
      [screenshotForm(matchId, gif, 'cat.gif', 'image/gif'), 415, M.onlyImages],
      // Declared as images, named as images: the content decides.
      [
        screenshotForm(matchId, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evil.png', 'image/png'),
        415,
        M.onlyImages,
      ],
      [
        screenshotForm(matchId, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.jpg', 'image/jpeg'),
        415,
        M.onlyImages,
      ],
      [screenshotForm(matchId, (await png()).subarray(0, 40), 'cut.png'), 415, M.onlyImages],
      [
        screenshotForm(matchId, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png'),
        413,
        'The file is too large: 5 MB at most',
      ],
      [screenshotForm(matchId, pngDeclaring(50_000, 50_000), 'bomb.png'), 413, M.tooManyPixels],
      [screenshotForm(matchId, Buffer.alloc(0)), 400, M.noFile],
      [multipartForm([{ name: 'match_id', value: String(matchId) }]), 400, M.noFile],
      [
        multipartForm([
          { name: 'match_id', value: String(matchId) },
          { name: 'avatar', value: await png(), filename: 'a.png', type: 'image/png' },
        ]),
        400,
        M.noFile,
      ],
      [
        multipartForm([{ name: 'screenshot', value: await png(), filename: 'a.png', type: 'image/png' }]),
        400,
        'match_id is required',
      ],
      [screenshotForm('abc', await png()), 400, 'match_id must be a number'],
      [screenshotForm('-3', await png()), 400, 'match_id must be at least 1'],
    ];
    for (const [multipart, status, sentence] of refusals) {
      const response = await send(a.captain.auth, multipart);
      expect(response.statusCode, response.body).toBe(status);
      expect(body(response)).toMatchObject({ status: false, status_code: status });
      expect(body(response).error[0]).toBe(sentence);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/match-evidence',
      headers: a.captain.auth,
      payload: { match_id: matchId, screenshot: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(await evidenceRows(matchId)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('lets only the two captains attach, at most 4 each; their own captain removes one to add another', async () => {
    const { matchId, a, b, organiser } = await readyMatch();
    for (const notCaptain of [a.mate, organiser]) {
      const refused = await attach(notCaptain, matchId, await png());
      expect(refused.statusCode, refused.body).toBe(400);
      expect(body(refused).error).toEqual([M.notCaptain]);
    }
    const mine: MatchEvidence[] = [];
    for (let i = 0; i < EVIDENCE_PER_TEAM; i += 1)
      mine.push(await added(await attach(a.captain, matchId, await png())));
    const over = await attach(a.captain, matchId, await png());
    expect(over.statusCode).toBe(400);
    expect(body(over).error).toEqual([M.limit]);
    // The limit is per team: the other side still can.
    await added(await attach(b.captain, matchId, await png()));

    for (const notTheirs of [b.captain, a.mate, organiser]) {
      const refused = await remove(notTheirs, mine[0]!.id);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(body(refused).error).toEqual([M.notYours]);
    }
    const removed = await remove(a.captain, mine[0]!.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body(removed).message).toBe(M.removed);
    expect(fs.existsSync(storedFile(mine[0]!.image))).toBe(false);
    expect((await remove(a.captain, mine[0]!.id)).statusCode).toBe(404);
    await added(await attach(a.captain, matchId, await png()));
    const rows = await evidenceRows(matchId);
    expect(rows.filter((row) => row.teamId === a.teamId)).toHaveLength(EVIDENCE_PER_TEAM);
    for (const row of rows) expect(fs.existsSync(storedFile(row.path))).toBe(true);
  });

  it('closes with the match: a confirmed result keeps the evidence and refuses changes', async () => {
    const { matchId, a, b } = await readyMatch();
    const kept = await added(await attach(a.captain, matchId, await png()));
    expect((await report(a.captain, matchId, 2, 1)).statusCode).toBe(200);
    // A single report: still open for evidence (the other captain may answer with a screenshot).
    await added(await attach(b.captain, matchId, await png()));
    expect((await report(b.captain, matchId, 1, 2)).statusCode).toBe(200);

    const late = await attach(b.captain, matchId, await png());
    expect(late.statusCode).toBe(400);
    expect(body(late).error).toEqual([BRACKET_MESSAGES.alreadyConfirmed]);
    const removal = await remove(a.captain, kept.id);
    expect(removal.statusCode).toBe(400);
    expect(body(removal).error).toEqual([BRACKET_MESSAGES.alreadyConfirmed]);

    const room = await roomOf(a.captain, matchId);
    expect(room.can_add_evidence).toBe(false);
    expect(room.teams.find((team) => team.team_id === a.teamId)!.evidence.map((e) => e.id)).toEqual([
      kept.id,
    ]);
    expect(fs.existsSync(storedFile(kept.image))).toBe(true);
  });

  it('keeps to the limit when uploads race, and leaves no file behind for those refused', async () => {
    const { matchId, a } = await readyMatch();
    await added(await attach(a.captain, matchId, await png()));
    await added(await attach(a.captain, matchId, await png()));
    const filesBefore = storedFiles().length;
    const pictures = await Promise.all(Array.from({ length: 5 }, (_, i) => png(40 + i, 30)));
    const answers = await Promise.all(pictures.map((picture) => attach(a.captain, matchId, picture)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 400, 400, 400]);
    for (const refused of answers.filter((response) => response.statusCode === 400))
      expect(body(refused).error).toEqual([M.limit]);
    expect(await evidenceRows(matchId)).toHaveLength(EVIDENCE_PER_TEAM);
    expect(storedFiles()).toHaveLength(filesBefore + 2);
  });

  it('tells the other team, and the organisers with a notice only for a disputed or no-show match', async () => {
    const { cup, matchId, a, b } = await readyMatch();
    const first = await added(await attach(a.captain, matchId, await png()));
    const events = async () =>
      t.database.db
        .select()
        .from(domainEvents)
        .where(inArray(domainEvents.type, ['match.evidence_added', 'admin.evidence_added']));
    const channelsOf = async (eventId: number) =>
      (await t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, eventId)))
        .map((delivery) => delivery.channel)
        .sort();

    let [toTeam, toAdmins] = [...(await events())].sort((x, y) => x.type.localeCompare(y.type)).reverse();
    expect(toTeam).toMatchObject({
      type: 'match.evidence_added',
      matchId,
      tournamentId: cup.id,
      teamId: a.teamId,
    });
    expect([...(toTeam!.recipients as number[])].sort()).toEqual([b.captain.user.id, b.mate.user.id].sort());
    expect(toTeam!.notice.link).toBe(`#/match?id=${matchId}`);
    expect(await channelsOf(toTeam!.id)).toEqual(['in_app', 'live']);
    // An open match: the organisers' screens refresh, nobody's bell rings.
    expect(toAdmins).toMatchObject({ type: 'admin.evidence_added', recipients: 'admins' });
    expect(await channelsOf(toAdmins!.id)).toEqual(['live']);

    // Disputed: the organisers are told.
    expect((await report(a.captain, matchId, 3, 0)).statusCode).toBe(200);
    expect((await report(b.captain, matchId, 3, 0)).statusCode).toBe(200);
    await added(await attach(b.captain, matchId, await png()));
    const afterDispute = (await events()).filter((event) => event.id > Math.max(toTeam!.id, toAdmins!.id));
    [toTeam, toAdmins] = [...afterDispute].sort((x, y) => x.type.localeCompare(y.type)).reverse();
    expect([...(toTeam!.recipients as number[])].sort()).toEqual([a.captain.user.id, a.mate.user.id].sort());
    expect(toAdmins!.notice.title).toContain('a disputed match');
    expect(await channelsOf(toAdmins!.id)).toEqual(['in_app', 'live']);
    expect(first.id).toBeLessThan((await evidenceRows(matchId)).at(-1)!.id);
  });

  it('tells the organisers of evidence in a match nobody reported by its deadline', async () => {
    const { matchId, a } = await readyMatch();
    clock.at += 31 * MINUTE;
    await t.app.matchDay.deadlines.sweep();
    const room = await t.app.inject({ url: `/api/match-room?match_id=${matchId}`, headers: a.captain.auth });
    expect(body<{ data: MatchRoom }>(room).data.can_add_evidence).toBe(true);
    await added(await attach(a.captain, matchId, await png()));
    const [toAdmins] = await t.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'admin.evidence_added'));
    expect(toAdmins!.notice.body).toContain('nobody reported by its deadline');
    const channels = await t.database.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.eventId, toAdmins!.id));
    expect(channels.map((delivery) => delivery.channel).sort()).toEqual(['in_app', 'live']);
  });

  it('slows down a captain who keeps adding and removing (429 with Retry-After)', async () => {
    const { matchId, a } = await readyMatch();
    const picture = await png();
    for (let i = 0; i < 20; i += 1) {
      const one = await added(await attach(a.captain, matchId, picture));
      expect((await remove(a.captain, one.id)).statusCode).toBe(200);
    }
    const limited = await attach(a.captain, matchId, picture);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await evidenceRows(matchId)).toHaveLength(0);
  });
});
