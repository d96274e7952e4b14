/**
 * How the tournament's matches are played, as facts of the Overview tab (decision 0039): the format line, the
 * group stage and the maps, a line each under the short facts, so a long line reads as one.
 */
import type { Tournament } from '@arena/shared/catalogue';
import { useSeriesFormatT } from '../../../components/series-format-i18n';
import { formatLine, groupStageLine, mapPoolLine } from '../../../components/series-format-text';
import { useTournamentsT } from '../i18n';

export function SeriesFormatFacts({ tournament }: { tournament: Tournament }) {
  const { t } = useTournamentsT();
  const { t: sayFormat } = useSeriesFormatT();
  const facts: Array<[string, string | null]> = [
    [t('tournaments.format.label'), formatLine(tournament, sayFormat)],
    [t('tournaments.format.groupStage'), groupStageLine(tournament, sayFormat)],
    [
      tournament.veto === 'schedule' ? t('tournaments.format.mapsInOrder') : t('tournaments.format.maps'),
      mapPoolLine(tournament),
    ],
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
