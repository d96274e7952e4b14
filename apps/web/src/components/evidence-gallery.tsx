/**
 * One team's screenshots of a match (decision 0024): thumbnails that open the full picture in a new tab. Shown in
 * the match room, the organiser's dispute queue and the control room; a remove button where the viewer may.
 */
import type { MatchEvidence } from '@arena/shared/match-evidence';
import { formatDateTime } from '../lib/format';
import { storageUrl } from '../lib/storage-url';
import { useEvidenceT } from './evidence-i18n';
import './evidence-gallery.css';

export function EvidenceGallery({
  evidence,
  teamName,
  compact = false,
  empty,
  onRemove,
  removingId = null,
}: {
  evidence: MatchEvidence[];
  teamName: string;
  /** Small thumbnails, for tables. */
  compact?: boolean;
  /** What shows when the team attached none (null: nothing; unset: "No screenshots."). */
  empty?: string | null;
  /** Offered on every screenshot when given (the team's captain while the match is open). */
  onRemove?: (evidence: MatchEvidence) => void;
  removingId?: number | null;
}) {
  const { t, locale } = useEvidenceT();
  if (evidence.length === 0)
    return empty === null ? null : <p className="evidence-gallery__empty">{empty ?? t('evidence.none')}</p>;
  return (
    <ul className={`evidence-gallery list-unstyled${compact ? ' evidence-gallery--compact' : ''}`}>
      {evidence.map((item, index) => {
        const name = t('evidence.name', { n: index + 1, team: teamName });
        return (
          <li key={item.id} className="evidence-gallery__item">
            <a
              href={storageUrl(item.image) ?? undefined}
              target="_blank"
              // The address is what keeps the picture private: never sent on as a referrer.
              rel="noopener noreferrer"
              className="evidence-gallery__link"
            >
              <img
                src={storageUrl(item.image) ?? undefined}
                alt={t('evidence.open', { name })}
                width={320}
                height={180}
                loading="lazy"
                decoding="async"
                className="evidence-gallery__image"
              />
            </a>
            {!compact && (
              <p className="evidence-gallery__meta">
                {item.uploaded_by_name} ·{' '}
                <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
              </p>
            )}
            {onRemove && (
              <button
                type="button"
                className="btn btn-sm btn-outline-light evidence-gallery__remove"
                // "Remove screenshot 1 from …"; German keeps its nouns' capitals.
                aria-label={t('evidence.removeOf', { name: locale === 'de' ? name : name.toLowerCase() })}
                disabled={removingId === item.id}
                aria-busy={removingId === item.id || undefined}
                onClick={() => onRemove(item)}
              >
                {t('evidence.remove')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
