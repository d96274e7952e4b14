/**
 * How the tournament's matches are played, as facts of the Overview tab (decision 0039): the format line, the
 * group stage and the maps, a line each under the short facts, so a long line reads as one.
 */
import type { Tournament } from '@arena/shared/catalogue';
import { formatLine, groupStageLine, mapPoolLine } from '../../../components/series-format-text';

export function SeriesFormatFacts({ tournament }: { tournament: Tournament }) {
  const facts: Array<[string, string | null]> = [
    ['Format', formatLine(tournament)],
    ['Group stage', groupStageLine(tournament)],
    [tournament.veto === 'schedule' ? 'Maps in game order' : 'Maps', mapPoolLine(tournament)],
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <dl className="fact-list fact-list--lines">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
