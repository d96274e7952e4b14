import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRACKET_MESSAGES, type MyMatch } from '@arena/shared/brackets';
import { MATCH_EVIDENCE_MESSAGES, type MatchEvidence } from '@arena/shared/match-evidence';
import type { MatchRoom, MatchRoomTeam } from '@arena/shared/match-room';
import { perPlatform } from '@arena/shared/platforms';
import { makeMyMatch } from '../../../../test/bracket-fixtures';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const evidence = (overrides: Partial<MatchEvidence>): MatchEvidence => ({
  id: 1,
  match_id: 11,
  team_id: 41,
  image: 'match_evidence/ours.png',
  uploaded_by_name: 'NovaStrike',
  created_at: '2026-11-24T10:10:00.000Z',
  ...overrides,
});

const team = (team_id: number, team_name: string, shots: MatchEvidence[]): MatchRoomTeam => ({
  team_id,
  team_name,
  score: null,
  result: null,
  forfeit: null,
  players: [
    {
      user_id: team_id * 10,
      name: `${team_name} captain`,
      player_id: `AR-${team_id}`,
      is_captain: true,
      ...perPlatform(() => null),
    },
  ],
  evidence: shots,
});

function room(
  overrides: Partial<MatchRoom> = {},
  ours: MatchEvidence[] = [],
  theirs: MatchEvidence[] = [],
): MatchRoom {
  return {
    match_id: 11,
    tournament_id: 6,
    tournament_name: 'Midweek Madness',
    round_label: 'Semi-final',
    status: 2,
    report_deadline: null,
    no_show: false,
    my_team_id: 41,
    can_add_evidence: true,
    best_of: 1,
    games: [],
    teams: [team(41, 'Lumen Squad', ours), team(42, 'Cobalt Trio', theirs)],
    ...overrides,
  };
}

/** The viewer's card of match 11, as My matches answers it. */
const myMatch = (overrides: Partial<MyMatch> = {}) =>
  ok('My matches', {
    data: [
      makeMyMatch({
        match_id: 11,
        round_label: 'Semi-final',
        opponent_name: 'Cobalt Trio',
        status: 'ready',
        can_report: true,
        ...overrides,
      }),
    ],
  });

function setup(answer: () => MatchRoom, handlers: Record<string, Handler | Reply> = {}) {
  signIn(makeUser({ id: 7 }));
  const api = mockApi({
    'GET /api/match-room': () => ok('Match room', { data: answer() }),
    'GET /api/match-messages': ok('Match messages', { data: [] }),
    'GET /api/my-matches': myMatch(),
    ...handlers,
  });
  return { api, ...renderApp('/match?id=11') };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

describe('evidence in the match room', () => {
  let previews = 0;
  beforeEach(() => {
    previews = 0;
    // jsdom has no object URLs: each preview gets its own fake one.
    URL.createObjectURL = vi.fn(() => `blob:preview-${(previews += 1)}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("shows both teams' screenshots side by side, each opening the stored picture", async () => {
    setup(() =>
      room(
        { can_add_evidence: false, my_team_id: 42 },
        [evidence({ id: 1 })],
        [
          evidence({
            id: 2,
            team_id: 42,
            image: 'match_evidence/theirs.jpg',
            uploaded_by_name: 'Cobalt captain',
          }),
        ],
      ),
    );
    const section = within(await screen.findByRole('region', { name: 'Evidence' }));
    expect(section.getByRole('heading', { level: 3, name: 'Lumen Squad' })).toBeInTheDocument();
    expect(section.getByRole('heading', { level: 3, name: 'Cobalt Trio (your team)' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: /Screenshot 1 from Lumen Squad/ })).toHaveAttribute(
      'href',
      '/storage/match_evidence/ours.png',
    );
    expect(section.getByRole('link', { name: /Screenshot 1 from Cobalt Trio/ })).toHaveAttribute(
      'href',
      '/storage/match_evidence/theirs.jpg',
    );
    // Not a captain, or the match is closed: nothing to attach or remove.
    expect(screen.queryByLabelText('Attach screenshots')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('lets the captain attach screenshots with a preview, shows a refusal beside its file, and removes one', async () => {
    let ours: MatchEvidence[] = [];
    const { api, user } = setup(() => room({}, ours), {
      'POST /api/match-evidence': (request) => {
        const form = request.body as FormData;
        const file = form.get('screenshot') as File;
        if (file.name === 'spoofed.png') return fail(415, MATCH_EVIDENCE_MESSAGES.onlyImages);
        ours = [...ours, evidence({ id: ours.length + 10, image: `match_evidence/${file.name}` })];
        return ok(MATCH_EVIDENCE_MESSAGES.added, { data: ours.at(-1) });
      },
      'DELETE /api/match-evidence': () => {
        ours = ours.slice(1);
        return ok(MATCH_EVIDENCE_MESSAGES.removed);
      },
    });
    const report = within(await screen.findByRole('region', { name: 'Your report' }));
    const input = report.getByLabelText('Attach screenshots');
    expect(report.getByText(/up to 4 per team \(4 left\)/)).toBeInTheDocument();

    await user.upload(input, [png('win.png'), png('spoofed.png')]);
    const section = within(screen.getByRole('region', { name: 'Evidence' }));
    expect(await section.findByRole('link', { name: /Screenshot 1 from Lumen Squad/ })).toHaveAttribute(
      'href',
      '/storage/match_evidence/win.png',
    );
    // The refused file keeps its preview and says why, in the envelope's words.
    expect(await report.findByText(MATCH_EVIDENCE_MESSAGES.onlyImages)).toBeInTheDocument();
    expect(report.getByRole('img', { name: 'Preview of spoofed.png' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(report.queryByRole('img', { name: 'Preview of win.png' })).not.toBeInTheDocument();
    const uploads = api.calls('POST /api/match-evidence');
    expect(uploads).toHaveLength(2);
    // The match first, then the file: the server reads the fields sent before it.
    expect([...(uploads[0]!.body as FormData).keys()]).toEqual(['match_id', 'screenshot']);
    expect((uploads[0]!.body as FormData).get('match_id')).toBe('11');
    await waitFor(() => expect(report.getByText(/\(3 left\)/)).toBeInTheDocument());

    await user.click(report.getByRole('button', { name: 'Remove spoofed.png' }));
    expect(report.queryByText(MATCH_EVIDENCE_MESSAGES.onlyImages)).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');

    await user.click(section.getByRole('button', { name: 'Remove screenshot 1 from lumen squad' }));
    expect(await screen.findByText(MATCH_EVIDENCE_MESSAGES.removed)).toBeInTheDocument();
    expect(api.calls('DELETE /api/match-evidence')[0]!.url).toBe('/api/match-evidence?evidence_id=10');
    await waitFor(() => expect(section.getAllByText('No screenshots yet.')).toHaveLength(2));
  });

  it('refuses in the browser what the server would: another type, too big, over the limit', async () => {
    const full = [1, 2, 3].map((id) => evidence({ id, image: `match_evidence/${id}.png` }));
    const { api } = setup(() => room({}, full));
    const report = within(await screen.findByRole('region', { name: 'Your report' }));
    const gif = new File([new Uint8Array([71, 73, 70])], 'cat.gif', { type: 'image/gif' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    // The file picker's accept list can be bypassed (drag and drop, "all files"): the form checks again.
    fireEvent.change(report.getByLabelText('Attach screenshots'), {
      target: { files: [gif, huge, png('a.png'), png('b.png')] },
    });
    expect(await report.findByText(MATCH_EVIDENCE_MESSAGES.onlyImages)).toBeInTheDocument();
    expect(report.getByText(MATCH_EVIDENCE_MESSAGES.tooLarge)).toBeInTheDocument();
    // One place was left: the second picture is refused before it is sent.
    expect(report.getByText(MATCH_EVIDENCE_MESSAGES.limit)).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/match-evidence')).toHaveLength(1));
  });
});

describe('evidence in German', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('names the section, the upload and both sides, and refuses a wrong file in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
    const { api } = setup(() => room());
    const section = within(await screen.findByRole('region', { name: 'Beweise' }));
    expect(section.getByRole('heading', { level: 3, name: 'Lumen Squad (dein Team)' })).toBeInTheDocument();
    expect(section.getAllByText('Noch keine Screenshots.')).toHaveLength(2);
    const input = await screen.findByLabelText('Screenshots anhängen');
    expect(screen.getByText(/bis zu 4 pro Team \(noch 4\)/)).toBeInTheDocument();
    const gif = new File([new Uint8Array([71, 73, 70])], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('Nur JPEG-, JPG- und PNG-Dateien sind erlaubt.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vorschau von cat.gif' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'cat.gif entfernen' })).toHaveTextContent('Entfernen');
    expect(api.calls('POST /api/match-evidence')).toHaveLength(0);
  });
});

describe('the deadline in the match room', () => {
  it('shows when to report by while the match can be reported', async () => {
    setup(() => room({ report_deadline: '2026-11-24T10:30:00.000Z' }));
    expect(await screen.findByText(/^Report by/)).toBeInTheDocument();
  });

  it('says the organiser decides, and shows no deadline, once nobody reported by it', async () => {
    setup(() => room({ report_deadline: null, no_show: true }), {
      'GET /api/my-matches': myMatch({ status: 'no_show', can_report: false, report_deadline: null }),
    });
    expect(await screen.findByText(BRACKET_MESSAGES.deadlinePassedNoShow)).toBeInTheDocument();
    expect(await screen.findByText('With the organiser')).toBeInTheDocument();
    expect(screen.queryByText(/Report by/)).not.toBeInTheDocument();
    expect(screen.queryByText('No report deadline')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report score' })).not.toBeInTheDocument();
  });
});

describe('a forfeit in the match room', () => {
  it("shows each team how it ended: 'Won by forfeit' and 'Lost by forfeit (no-show)', with no score", async () => {
    setup(
      () =>
        room({
          status: 4,
          can_add_evidence: false,
          teams: [
            { ...team(41, 'Lumen Squad', []), result: 'win', forfeit: 'won' },
            { ...team(42, 'Cobalt Trio', []), forfeit: 'lost' },
          ],
        }),
      {
        'GET /api/my-matches': myMatch({ status: 'confirmed', can_report: false, forfeit: 'won' }),
      },
    );
    const ours = within(await screen.findByRole('region', { name: /^Lumen Squad/ }));
    const theirs = within(screen.getByRole('region', { name: 'Cobalt Trio' }));
    expect(ours.getByText('Won by forfeit')).toBeInTheDocument();
    expect(theirs.getByText('Lost by forfeit (no-show)')).toBeInTheDocument();
    expect(screen.queryByText(/^Score:/)).not.toBeInTheDocument();
    // The viewer's own card says the same, not a 0-0 draw.
    const card = within(await screen.findByRole('article', { name: 'Semi-final' }));
    expect(await card.findByText('Won by forfeit')).toBeInTheDocument();
    expect(screen.queryByText(/Draw/)).not.toBeInTheDocument();
  });
});

describe('the jump to the thread on a phone', () => {
  it('waits for the report card above the thread, so the thread it brings into view is not pushed away', async () => {
    let answerMyMatches: (reply: Reply) => void = () => undefined;
    setup(() => room(), {
      'GET /api/my-matches': () =>
        new Promise<Reply>((resolve) => {
          answerMyMatches = resolve;
        }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument();

    answerMyMatches(myMatch());
    expect(await screen.findByRole('region', { name: 'Your report' })).toBeInTheDocument();
    const jump = screen.getByRole('button', { name: /^Messages/ });
    fireEvent.click(jump);
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toHaveFocus();
  });

  it('shows at once to a viewer with no team in the match', async () => {
    setup(() => room({ my_team_id: null, can_add_evidence: false }));
    expect(await screen.findByRole('button', { name: /^Messages/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your report' })).not.toBeInTheDocument();
  });

  it("links each team's name and its players to their public pages", async () => {
    setup(() => room({ my_team_id: null, can_add_evidence: false }));
    expect(await screen.findByRole('link', { name: 'Lumen Squad' })).toHaveAttribute('href', '/team?id=41');
    expect(screen.getByRole('link', { name: 'Cobalt Trio captain' })).toHaveAttribute(
      'href',
      '/player?id=420',
    );
  });
});
