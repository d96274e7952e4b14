/**
 * The console's stream and embed addresses of a tournament (decision 0061): the bracket overlay for OBS, the match
 * overlay's pattern, and the iframe an organiser pastes into their own site, each with a copy button.
 */
import { useId } from 'react';
import { showError, showSuccess } from '../../../lib/toast';

export const STREAM_LINK_TEXTS = {
  copied: 'Copied',
  copyFailed: 'Copying failed: select the text and copy it yourself',
  bracketOverlay: 'Bracket overlay (OBS browser source)',
  matchOverlay: "Match overlay: put the match's number after id=",
  embed: 'Embed on your site',
  hint: 'Add ?theme=light after an address for a light overlay; the pages follow results live.',
} as const;

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showSuccess(STREAM_LINK_TEXTS.copied);
    } catch {
      showError(STREAM_LINK_TEXTS.copyFailed);
    }
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input id={id} className="form-control font-monospace" value={value} readOnly />
        <button
          type="button"
          className="btn btn-outline-info"
          aria-label={`Copy ${label}`}
          onClick={() => void copy()}
        >
          Copy
        </button>
      </div>
    </div>
  );
}

export function StreamLinks({ tournamentId }: { tournamentId: number }) {
  const origin = window.location.origin;
  return (
    <>
      <CopyField
        label={STREAM_LINK_TEXTS.bracketOverlay}
        value={`${origin}/#/overlay/bracket?tournament_id=${tournamentId}`}
      />
      <CopyField label={STREAM_LINK_TEXTS.matchOverlay} value={`${origin}/#/overlay/match?id=`} />
      <CopyField
        label={STREAM_LINK_TEXTS.embed}
        value={`<iframe src="${origin}/embed#/embed/bracket?tournament_id=${tournamentId}" width="100%" height="600" style="border:0" title="Tournament bracket"></iframe>`}
      />
      <p className="text-muted small mb-0">{STREAM_LINK_TEXTS.hint}</p>
    </>
  );
}
