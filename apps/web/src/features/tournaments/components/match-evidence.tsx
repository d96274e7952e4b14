/**
 * Evidence in the match room (decision 0024): a captain attaches screenshots with the report (each previewed while
 * it uploads, a refusal shown beside it with the server's sentence), and both teams' screenshots side by side.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  EVIDENCE_MAX_BYTES,
  EVIDENCE_PER_TEAM,
  EVIDENCE_TYPES,
  type MatchEvidence,
} from '@arena/shared/match-evidence';
import type { MatchRoom } from '@arena/shared/match-room';
import { EvidenceGallery } from '../../../components/evidence-gallery';
import { errorMessageOf } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { useAddMatchEvidence, useRemoveMatchEvidence } from '../api/match-evidence';
import { useTournamentsT } from '../i18n';
import './match-evidence.css';

interface PendingShot {
  key: number;
  name: string;
  /** A local preview (object URL) until the stored picture replaces it. */
  preview: string;
  error: string | null;
}

/**
 * What the browser can tell before sending (the server checks the content again), as a key: the shared
 * MATCH_EVIDENCE_MESSAGES' sentences in the page's language.
 */
function fileProblem(file: File): string | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'tournaments.evidence.onlyImages';
  if (file.size > EVIDENCE_MAX_BYTES) return 'tournaments.evidence.tooLarge';
  return null;
}

/** The captain's "attach screenshots" control of the report form. */
export function EvidenceUploader({ room }: { room: MatchRoom }) {
  const id = useId();
  const { t } = useTournamentsT();
  const input = useRef<HTMLInputElement>(null);
  const add = useAddMatchEvidence(room.match_id);
  const [pending, setPending] = useState<PendingShot[]>([]);
  const next = useRef(0);
  const previews = useRef(new Set<string>());
  const attached = room.teams.find((team) => team.team_id === room.my_team_id)?.evidence.length ?? 0;
  const uploading = pending.filter((shot) => shot.error === null).length;
  const free = EVIDENCE_PER_TEAM - attached - uploading;

  // Previews still shown when the page goes away are let go.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const discard = (key: number) =>
    setPending((shots) =>
      shots.filter((shot) => {
        if (shot.key !== key) return true;
        URL.revokeObjectURL(shot.preview);
        previews.current.delete(shot.preview);
        return false;
      }),
    );
  const fail = (key: number, error: string) =>
    setPending((shots) => shots.map((shot) => (shot.key === key ? { ...shot, error } : shot)));

  const attach = async (files: File[]) => {
    let slots = free;
    const queued: Array<{ key: number; file: File }> = [];
    const shots = files.map((file): PendingShot => {
      const key = (next.current += 1);
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const problem = fileProblem(file);
      let error = problem && t(problem);
      if (!error && slots <= 0) error = t('tournaments.evidence.limit', { max: EVIDENCE_PER_TEAM });
      if (!error) {
        slots -= 1;
        queued.push({ key, file });
      }
      return { key, name: file.name, preview, error };
    });
    setPending((current) => [...current, ...shots]);
    // One at a time: the server counts each team's screenshots under a lock anyway.
    for (const { key, file } of queued) {
      try {
        await add.mutateAsync(file);
        discard(key);
      } catch (error) {
        fail(key, errorMessageOf(error));
      }
    }
  };

  return (
    <div className="evidence-upload">
      <label htmlFor={id} className="form-label">
        {t('tournaments.evidence.attach')}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={EVIDENCE_TYPES.join(',')}
        className="form-control"
        disabled={free <= 0}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) void attach(files);
        }}
      />
      <div id={`${id}-help`} className="form-text">
        {t('tournaments.evidence.help', { max: EVIDENCE_PER_TEAM, left: Math.max(0, free) })}
      </div>
      <ul className="evidence-upload__pending list-unstyled" aria-live="polite">
        {pending.map((shot) => (
          <li key={shot.key} className="evidence-upload__shot">
            <img
              src={shot.preview}
              alt={t('tournaments.evidence.preview', { name: shot.name })}
              width={160}
              height={90}
              className="evidence-upload__preview"
            />
            <div className="evidence-upload__status">
              <span className="evidence-upload__name">{shot.name}</span>
              {shot.error === null ? (
                <span role="status">
                  <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                  {t('tournaments.evidence.uploading')}
                </span>
              ) : (
                <>
                  <span className="evidence-upload__error">{shot.error}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={t('tournaments.evidence.removeFile', { name: shot.name })}
                    onClick={() => discard(shot.key)}
                  >
                    {t('tournaments.evidence.remove')}
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Both teams' screenshots side by side; the captain may remove the team's own while the match is open. */
export function MatchEvidenceSection({ room }: { room: MatchRoom }) {
  const titleId = useId();
  const { t } = useTournamentsT();
  const remove = useRemoveMatchEvidence(room.match_id);
  const [removing, setRemoving] = useState<number | null>(null);
  const onRemove = async (evidence: MatchEvidence) => {
    setRemoving(evidence.id);
    try {
      showSuccess((await remove.mutateAsync(evidence.id)).message);
    } catch {
      // The query client shows error[0].
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section className="match-room__evidence" aria-labelledby={titleId}>
      <h2 id={titleId} className="match-evidence__title">
        {t('tournaments.evidence.title')}
      </h2>
      <div className="match-evidence__sides">
        {room.teams.map((team) => {
          const mine = team.team_id === room.my_team_id;
          return (
            <div key={team.team_id} className="match-evidence__side">
              <h3 className="match-evidence__team">
                {mine ? `${team.team_name}${t('tournaments.room.yourTeam')}` : team.team_name}
              </h3>
              <EvidenceGallery
                evidence={team.evidence}
                teamName={team.team_name}
                empty={t('tournaments.evidence.none')}
                onRemove={mine && room.can_add_evidence ? (item) => void onRemove(item) : undefined}
                removingId={removing}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
