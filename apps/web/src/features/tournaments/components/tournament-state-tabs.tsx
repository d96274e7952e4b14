/** The list's tabs All, Active and Upcoming: an ARIA tab list with arrow-key movement. */
import { useRef, type KeyboardEvent } from 'react';
import type { TournamentStateFilter } from '@arena/shared/catalogue';
import './tournament-state-tabs.css';
import { useTournamentsT } from '../i18n';

export const STATE_TABS: Array<{ value: TournamentStateFilter; label: string }> = [
  { value: 'all', label: 'tournaments.stateTab.all' },
  { value: 'active', label: 'tournaments.stateTab.active' },
  { value: 'upcoming', label: 'tournaments.stateTab.upcoming' },
];

export function tabId(value: TournamentStateFilter): string {
  return `tournament-tab-${value}`;
}

export function TournamentStateTabs({
  value,
  panelId,
  onChange,
}: {
  value: TournamentStateFilter;
  panelId: string;
  onChange: (value: TournamentStateFilter) => void;
}) {
  const { t } = useTournamentsT();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = STATE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(STATE_TABS[next]!.value);
  };

  return (
    <div className="state-tabs" role="tablist" aria-label={t('tournaments.stateTabs')}>
      {STATE_TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={`state-tabs__tab${selected ? ' active' : ''}`}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
