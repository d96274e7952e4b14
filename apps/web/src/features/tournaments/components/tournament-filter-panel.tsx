/**
 * The Filter side panel (spec 000 section 2): max entry fee, max total teams and max winning prize as
 * sliders from 0 to the server's maximum (step 1), and a region dropdown defaulting to 'Choose...'.
 */
import { useState, type FormEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { TournamentFilters } from '@arena/shared/catalogue';
import { useTournamentFormat } from '../../../components/tournament-format';
import './tournament-filter-panel.css';
import { useTournamentsT } from '../i18n';

export interface FilterValues {
  entry_fee?: number;
  total_teams?: number;
  winning_prize?: number;
  region?: string;
}

export function TournamentFilterPanel({
  show,
  bounds,
  values,
  onApply,
  onHide,
}: {
  show: boolean;
  bounds: TournamentFilters | undefined;
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  onHide: () => void;
}) {
  const { t } = useTournamentsT();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      className="filter-panel"
      aria-labelledby="filter-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('tournaments.filter.close')}>
        <Offcanvas.Title as="h2" id="filter-panel-title" className="h4 mb-0">
          {t('tournaments.filter.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {bounds ? (
          <FilterForm bounds={bounds} values={values} onApply={onApply} />
        ) : (
          <div className="py-4 text-center" role="status">
            <span className="spinner-border text-info" aria-hidden="true" />
            <span className="visually-hidden">{t('tournaments.filter.loading')}</span>
          </div>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function FilterForm({
  bounds,
  values,
  onApply,
}: {
  bounds: TournamentFilters;
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const maxPrize = Math.ceil(bounds.max_winning_prize);
  const { t } = useTournamentsT();
  const format = useTournamentFormat();
  const [entryFee, setEntryFee] = useState(clamp(values.entry_fee, bounds.max_entry_fee));
  const [totalTeams, setTotalTeams] = useState(clamp(values.total_teams, bounds.max_total_teams));
  const [prize, setPrize] = useState(clamp(values.winning_prize, maxPrize));
  const [region, setRegion] = useState(values.region ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      entry_fee: entryFee,
      total_teams: totalTeams,
      winning_prize: prize,
      region: region || undefined,
    });
  };

  const reset = () => {
    setEntryFee(bounds.max_entry_fee);
    setTotalTeams(bounds.max_total_teams);
    setPrize(maxPrize);
    setRegion('');
    onApply({});
  };

  return (
    <form onSubmit={submit} className="filter-form" noValidate>
      <RangeField
        id="filter-entry-fee"
        label={t('tournaments.filter.maxEntryFee')}
        value={entryFee}
        max={bounds.max_entry_fee}
        display={format.credits(entryFee)}
        onChange={setEntryFee}
      />
      <RangeField
        id="filter-total-teams"
        label={t('tournaments.filter.maxTeams')}
        value={totalTeams}
        max={bounds.max_total_teams}
        display={t('tournaments.filter.teams', { count: totalTeams })}
        onChange={setTotalTeams}
      />
      <RangeField
        id="filter-winning-prize"
        label={t('tournaments.filter.maxPrize')}
        value={prize}
        max={maxPrize}
        display={prize > 0 ? format.prize(prize) : '£0'}
        onChange={setPrize}
      />
      <div className="mb-4">
        <label htmlFor="filter-region" className="form-label">
          {t('tournaments.filter.region')}
        </label>
        <select
          id="filter-region"
          className="form-select"
          value={region}
          onChange={(event) => setRegion(event.target.value)}
        >
          <option value="">{t('tournaments.filter.choose')}</option>
          {bounds.regions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-form__actions">
        <button type="button" className="btn btn-outline-light" onClick={reset}>
          {t('tournaments.filter.reset')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('tournaments.filter.apply')}
        </button>
      </div>
    </form>
  );
}

function RangeField({
  id,
  label,
  value,
  max,
  display,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  display: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="range-field mb-4">
      <div className="range-field__head">
        <label htmlFor={id} className="form-label mb-0">
          {label}
        </label>
        <output htmlFor={id} className="range-field__value" aria-live="polite">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="form-range"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="range-field__scale" aria-hidden="true">
        <span>0</span>
        <span>{max}</span>
      </div>
    </div>
  );
}

function clamp(value: number | undefined, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return max;
  return Math.min(Math.max(0, value), max);
}
