/**
 * A rating's history as a small SVG line (decision 0046): one point per rated match, oldest first. The picture
 * is one image for assistive technology, named by a summary of the numbers; the numbers themselves follow in a
 * table any reader can open.
 */
import { createIntl, type IntlShape } from 'react-intl';
import type { RatingPoint } from '@arena/shared/profiles';
import english from '../../../locales/en/profiles.json';
import { formatDate } from '../../../lib/format';
import type { Translator } from '../../../lib/i18n/translator';
import { useProfilesT } from '../i18n';

type Say = Translator['t'];

/** English, for a summary asked for outside a page (made on first use). */
let englishIntl: IntlShape | undefined;
const sayInEnglish: Say = (id, values) =>
  (englishIntl ??= createIntl({ locale: 'en', messages: english })).formatMessage({ id }, values);

const RESULT_WORD = {
  win: 'profiles.chart.win',
  loss: 'profiles.chart.loss',
  draw: 'profiles.chart.draw',
} as const;

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 12, left: 12 };

/** The chart's accessible name: what a sighted reader takes from the line. */
export function chartSummary(label: string, points: readonly RatingPoint[], t: Say = sayInEnglish): string {
  if (points.length === 0) return t('profiles.chart.empty', { label });
  const ratings = points.map((p) => p.rating_after);
  return t('profiles.chart.summary', {
    label,
    count: points.length,
    first: ratings[0]!,
    last: ratings[ratings.length - 1]!,
    high: Math.max(...ratings),
    low: Math.min(...ratings),
  });
}

/** The points' positions in the view box: x by match order, y by rating (higher up). */
export function chartPoints(points: readonly RatingPoint[]): { x: number; y: number }[] {
  const ratings = points.map((p) => p.rating_after);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const span = high - low || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  return ratings.map((rating, i) => ({
    x: PAD.left + (points.length === 1 ? innerW / 2 : (innerW * i) / (points.length - 1)),
    y: PAD.top + (high === low ? innerH / 2 : innerH - ((rating - low) / span) * innerH),
  }));
}

export function RatingChart({ label, points }: { label: string; points: readonly RatingPoint[] }) {
  const { t } = useProfilesT();
  if (points.length === 0) return <p className="rating-chart__empty">{t('profiles.noRatedMatches')}</p>;
  const xy = chartPoints(points);
  const ratings = points.map((p) => p.rating_after);
  const path = xy.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <div className="rating-chart">
      <figure className="rating-chart__figure">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={chartSummary(label, points, t)}
          className="rating-chart__svg"
        >
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={HEIGHT - PAD.bottom}
            y2={HEIGHT - PAD.bottom}
            className="rating-chart__axis"
          />
          <path d={path} className="rating-chart__line" />
          {xy.map((p, i) => (
            <circle key={points[i]!.match_id} cx={p.x} cy={p.y} r={4} className="rating-chart__dot" />
          ))}
        </svg>
        {/* The scale in text, readable at any width (the drawing shrinks on a phone). */}
        <figcaption className="rating-chart__scale">
          {t('profiles.chart.scale', { high: Math.max(...ratings), low: Math.min(...ratings) })}
        </figcaption>
      </figure>
      <details className="rating-chart__numbers">
        <summary>{t('profiles.chart.showNumbers')}</summary>
        <table className="table table-dark table-sm mb-0">
          <caption className="visually-hidden">{t('profiles.chart.caption', { label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profiles.column.date')}</th>
              <th scope="col">{t('profiles.column.result')}</th>
              <th scope="col">{t('profiles.chart.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.match_id}>
                <td>{formatDate(p.date)}</td>
                <td className="text-capitalize">{t(RESULT_WORD[p.result])}</td>
                <td>{p.rating_after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
