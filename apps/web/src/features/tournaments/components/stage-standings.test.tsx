/**
 * A bracket of several stages (decision 0043): one view per stage with that stage's records, the rows labelled by
 * their own stage (groups, then the playoff's rounds), the viewer's names for the third-place match and the grand
 * final's reset, and the group tables.
 */
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BracketMatch, TournamentBracket } from '@arena/shared/brackets';
import type { StandingsStage } from '@arena/shared/standings';
import { bracketRows, viewerRoundName } from './bracket-rows';
import { nameGroups } from './bracket-view';
import { StageStandings } from './stage-standings';
import { stageViews } from './tournament-brackets';

function match(id: number, stage: number, group: number, round: number, a: number | null, b: number | null) {
  return {
    id,
    stage_id: stage,
    group_id: group,
    round_id: round,
    number: 1,
    child_count: 0,
    status: 2,
    opponent1: a === null ? null : { id: a },
    opponent2: b === null ? null : { id: b },
    report_status: 'none',
  } as BracketMatch;
}

/** Two groups (stage 1) and a single-elimination playoff with a third-place match (stage 2). */
const bracket: TournamentBracket = {
  tournament_id: 9,
  format: 'round_robin',
  stages: [
    { id: 1, tournament_id: 9, name: 'Group stage', type: 'round_robin', number: 1, settings: {} },
    { id: 2, tournament_id: 9, name: 'Playoff', type: 'single_elimination', number: 2, settings: {} },
  ],
  groups: [
    { id: 3, stage_id: 1, number: 1 },
    { id: 4, stage_id: 1, number: 2 },
    { id: 5, stage_id: 2, number: 1 },
    { id: 6, stage_id: 2, number: 2 },
  ],
  rounds: [
    { id: 7, stage_id: 1, group_id: 3, number: 1 },
    { id: 8, stage_id: 1, group_id: 4, number: 1 },
    { id: 9, stage_id: 2, group_id: 5, number: 1 },
    { id: 10, stage_id: 2, group_id: 5, number: 2 },
    { id: 11, stage_id: 2, group_id: 6, number: 1 },
  ],
  matches: [
    match(20, 2, 5, 10, null, null),
    match(21, 2, 6, 11, null, null),
    match(22, 2, 5, 9, 1, 4),
    match(23, 1, 3, 7, 1, 2),
    match(24, 1, 4, 8, 3, 4),
  ],
  match_games: [],
  participants: [1, 2, 3, 4].map((id) => ({ id, tournament_id: 9, name: `Team ${id}`, team_id: 40 + id })),
  my_team_ids: [],
};

describe('a bracket of several stages', () => {
  it('is one view per stage, each with its own records and format', () => {
    const views = stageViews(bracket);
    expect(views.map((v) => [v.format, v.stages.map((s) => s.name), v.matches.map((m) => m.id)])).toEqual([
      ['round_robin', ['Group stage'], [23, 24]],
      ['single_elimination', ['Playoff'], [20, 21, 22]],
    ]);
    expect(views[1]!.groups.map((g) => g.id)).toEqual([5, 6]);
    expect(stageViews({ ...bracket, stages: [bracket.stages[0]!] })).toHaveLength(1);
  });

  it('labels each row by its own stage: the groups, then the playoff with its third-place match', () => {
    expect(bracketRows(bracket).map((row) => [row.matchId, row.round])).toEqual([
      [23, 'Group A, round 1'],
      [24, 'Group B, round 1'],
      [22, 'Semi-final'],
      [20, 'Final'],
      [21, 'Third-place match'],
    ]);
  });

  it("names the drawn groups as the standings do (Group A, not brackets-viewer's Group 1)", () => {
    // brackets-viewer's markup for a round robin: a section per group titled by its count from 1.
    const drawn = (groups: number[]) => {
      const chart = document.createElement('div');
      chart.innerHTML = `<section class="round-robin"><h1>Group stage</h1>${groups
        .map((id, i) => `<section class="group" data-group-id="${id}"><h2>Group ${i + 1}</h2></section>`)
        .join('')}</section>`;
      return chart;
    };
    const groupStage = stageViews(bracket)[0]!;
    const chart = drawn([3, 4]);
    nameGroups(chart, groupStage);
    expect([...chart.querySelectorAll('section.group > h2')].map((h) => h.textContent)).toEqual([
      'Group A',
      'Group B',
    ]);
    // One group: the stage's own title names it (its standings table is the stage's name); no "Group 1".
    const single = drawn([3]);
    nameGroups(single, { ...groupStage, groups: [groupStage.groups[0]!] });
    expect(single.querySelector('section.group > h2')).toBeNull();
    expect(single.textContent).toBe('Group stage');
  });

  it('names the drawn final group: third-place match, grand final and its reset', () => {
    const name = viewerRoundName('double_elimination');
    const final = (finalType: 'consolation-final' | 'grand-final', roundNumber: number) =>
      name(
        { groupType: 'final-group', finalType, roundNumber, roundCount: 2 },
        ((key: string) => key) as never,
      );
    expect(final('grand-final', 1)).toBe('Grand final');
    expect(final('grand-final', 2)).toBe('Grand final reset');
    expect(
      viewerRoundName('single_elimination')(
        { groupType: 'final-group', finalType: 'consolation-final', roundNumber: 1, roundCount: 1 },
        ((key: string) => key) as never,
      ),
    ).toBe('Third-place match');
  });
});

describe('the group tables', () => {
  const row = (team: number, rank: number, points: number) => ({
    team_id: team,
    team_name: `Team ${team}`,
    rank,
    played: 3,
    wins: points / 3,
    draws: 0,
    losses: 3 - points / 3,
    game_wins: 4,
    game_losses: 2,
    points,
    buchholz: 0,
  });
  const stages: StandingsStage[] = [
    {
      number: 1,
      name: 'Group stage',
      format: 'round_robin',
      groups: [
        { number: 1, name: 'Group A', rows: [row(1, 1, 9), row(2, 2, 6)] },
        { number: 2, name: 'Group B', rows: [row(3, 1, 6), row(4, 2, 3)] },
      ],
    },
    { number: 2, name: 'Playoff', format: 'single_elimination', groups: [] },
  ];

  it('shows one table per group, the abbreviated headers named in full for screen readers', () => {
    // The team names link to the team pages (decision 0046): a router around them.
    render(
      <MemoryRouter>
        <StageStandings stages={stages} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Standings' });
    const tables = within(section).getAllByRole('table');
    expect(tables).toHaveLength(2);
    const groupA = screen.getByRole('table', { name: 'Group stage: Group A' });
    expect(within(groupA).getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
    for (const link of within(groupA).getAllByRole('link'))
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/team\?id=\d+$/));
    expect(within(groupA).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(groupA).getByRole('rowheader', { name: 'Team 1' })).toBeInTheDocument();
    expect(within(groupA).getAllByRole('row')[1]).toHaveTextContent('4–2');
  });

  it('speaks German: the title, the caption with the stage and group, the columns in full', async () => {
    render(
      <IntlProvider locale="de" messages={{}}>
        <MemoryRouter>
          <StageStandings stages={stages} />
        </MemoryRouter>
      </IntlProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Tabellen' });
    const groupA = within(section).getByRole('table', { name: 'Gruppenphase: Gruppe A' });
    expect(within(groupA).getByRole('columnheader', { name: 'Punkte' })).toBeInTheDocument();
    expect(
      within(groupA).getByRole('columnheader', { name: 'Gewonnene und verlorene Partien' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('region', { name: 'Tabelle: Gruppenphase: Gruppe B' }),
    ).toBeInTheDocument();
  });

  it('shows nothing for a tournament without groups', () => {
    const { container } = render(
      <MemoryRouter>
        <StageStandings stages={[stages[1]!]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
