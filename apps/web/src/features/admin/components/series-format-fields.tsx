/**
 * The tournament form's series and stage settings (decision 0039), under the bracket format: best of, the
 * final's length, the elimination options, a group stage, Swiss, the map pool and the veto. Each shows only with
 * the formats that use it (series-form-values.ts says which), so the organiser never sets what is not played.
 */
import { useWatch, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import {
  BEST_OF_VALUES,
  GRAND_FINAL_MODES,
  GROUP_STAGE_FORMATS,
  SERIES_LIMITS,
  VETO_MODES,
  winsNeeded,
} from '@arena/shared/series-format';
import type { TournamentValues } from '@arena/shared/admin-catalogue';
import { FieldError, TextField, fieldAria } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useAdminFormT } from '../i18n-form';
import { MapPoolEditor } from './map-pool-editor';
import { seriesFieldsShown } from './series-form-values';
import type { TournamentFormValues } from './tournament-form-values';
import { errorAt } from './typed-form';

type T = (id: string, values?: Record<string, string | number>) => string;

/** "Bo3: first to win 2 games". */
export function bestOfLabel(bestOf: number, t: T): string {
  return bestOf === 1
    ? t('adminForm.series.bo1')
    : t('adminForm.series.boN', { bestOf, wins: winsNeeded(bestOf) });
}

/** Each option's words (the shared English names, as keys of the adminForm area). */
const GRAND_FINALS: Record<(typeof GRAND_FINAL_MODES)[number], string> = {
  simple: 'adminForm.series.grandFinal.simple',
  double: 'adminForm.series.grandFinal.double',
};
const GROUP_FORMAT_KEYS: Record<(typeof GROUP_STAGE_FORMATS)[number], string> = {
  round_robin: 'adminForm.series.groupFormat.roundRobin',
  swiss: 'adminForm.series.groupFormat.swiss',
};
const VETO_KEYS: Record<(typeof VETO_MODES)[number], string> = {
  none: 'adminForm.series.veto.none',
  bans: 'adminForm.series.veto.bans',
  ban_pick: 'adminForm.series.veto.banPick',
  schedule: 'adminForm.series.veto.schedule',
};
const VETO_HINTS: Record<(typeof VETO_MODES)[number], string> = {
  none: 'adminForm.series.vetoHint.none',
  bans: 'adminForm.series.vetoHint.bans',
  ban_pick: 'adminForm.series.vetoHint.banPick',
  schedule: 'adminForm.series.vetoHint.schedule',
};

type SeriesField = Exclude<Path<TournamentFormValues>, `map_pool${string}` | `prize_split${string}`>;

export function SeriesFormatFields({
  control,
  register,
  errors,
  editable,
}: {
  control: Control<TournamentFormValues, unknown, TournamentValues>;
  register: UseFormRegister<TournamentFormValues>;
  errors: FieldErrors<TournamentFormValues>;
  editable: boolean;
}) {
  const [format, groupFormat, swissStyle, veto] = useWatch({
    control,
    name: ['bracket_format', 'group_stage.format', 'swiss_style', 'veto'],
  });
  const { t } = useAdminFormT();
  const shown = seriesFieldsShown(format, groupFormat);
  const bestOfs = BEST_OF_VALUES.map((n) => ({ value: String(n), label: bestOfLabel(n, t) }));
  const sameAsBestOf = { value: '', label: t('adminForm.series.sameAsBestOf') };
  const recordHint = t('adminForm.series.recordHint', { max: SERIES_LIMITS.swissRecordMax });
  const bind = (id: string, name: SeriesField) => ({
    id,
    registration: register(name),
    error: errorAt(errors, name),
  });
  const groupStageError = errorAt(errors, 'group_stage');

  return (
    <>
      <div className="row g-3">
        <div className="col-sm-6 col-lg-4">
          <SelectField
            {...bind('tournament-best-of', 'best_of')}
            label={t('adminForm.series.bestOf')}
            options={bestOfs}
          />
        </div>
        {shown.finalBestOf && (
          <div className="col-sm-6 col-lg-4">
            <SelectField
              {...bind('tournament-final-best-of', 'final_best_of')}
              label={t('adminForm.series.finalBestOf')}
              options={[sameAsBestOf, ...bestOfs]}
              hint={
                format === 'double_elimination'
                  ? t('adminForm.series.finalHintDouble')
                  : t('adminForm.series.finalHint')
              }
            />
          </div>
        )}
        {shown.grandFinal && (
          <div className="col-sm-12 col-lg-4">
            <SelectField
              {...bind('tournament-grand-final', 'grand_final')}
              label={t('adminForm.series.grandFinal')}
              options={GRAND_FINAL_MODES.map((mode) => ({ value: mode, label: t(GRAND_FINALS[mode]) }))}
              hint={t('adminForm.series.grandFinalHint')}
            />
          </div>
        )}
        {shown.thirdPlaceMatch && (
          <div className="col-sm-12 col-lg-4">
            <div className="form-check tournament-form__check">
              <input
                id="tournament-third-place"
                type="checkbox"
                className={`form-check-input${errorAt(errors, 'third_place_match') ? ' is-invalid' : ''}`}
                {...fieldAria('tournament-third-place', errorAt(errors, 'third_place_match'))}
                {...register('third_place_match')}
              />
              <label htmlFor="tournament-third-place" className="form-check-label">
                {t('adminForm.series.thirdPlace')}
              </label>
            </div>
            <FieldError id="tournament-third-place" message={errorAt(errors, 'third_place_match')} />
          </div>
        )}
      </div>

      {shown.groupStage && (
        <fieldset className="tournament-form__group">
          <legend className="form-label">{t('adminForm.series.groupStage')}</legend>
          <p className="form-text mt-0">{t('adminForm.series.groupStageHelp')}</p>
          <div className="row g-3">
            <div className="col-sm-6 col-lg-4">
              <SelectField
                {...bind('tournament-group-format', 'group_stage.format')}
                label={t('adminForm.series.groupFormat')}
                options={[
                  { value: 'none', label: t('adminForm.series.noGroupStage') },
                  ...GROUP_STAGE_FORMATS.map((value) => ({ value, label: t(GROUP_FORMAT_KEYS[value]) })),
                ]}
              />
            </div>
            {shown.groups && (
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-groups', 'group_stage.groups')}
                  label={t('adminForm.series.groups')}
                  inputMode="numeric"
                />
              </div>
            )}
            {groupFormat !== 'none' && (
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-group-advance', 'group_stage.advance')}
                  label={
                    groupFormat === 'swiss'
                      ? t('adminForm.series.advancing')
                      : t('adminForm.series.advancingEach')
                  }
                  inputMode="numeric"
                  hint={groupFormat === 'swiss' ? t('adminForm.series.swissOneGroup') : undefined}
                />
              </div>
            )}
          </div>
          <FieldError id="tournament-group-stage" message={groupStageError} />
        </fieldset>
      )}

      {shown.swiss && (
        <fieldset className="tournament-form__group">
          <legend className="form-label">{t('adminForm.series.swiss')}</legend>
          <div
            className="tournament-form__choices"
            role="radiogroup"
            aria-label={t('adminForm.series.swissEnds')}
          >
            <div className="form-check">
              <input
                id="tournament-swiss-rounds-style"
                type="radio"
                value="rounds"
                className="form-check-input"
                {...register('swiss_style')}
              />
              <label htmlFor="tournament-swiss-rounds-style" className="form-check-label">
                {t('adminForm.series.swissRoundsStyle')}
              </label>
            </div>
            <div className="form-check">
              <input
                id="tournament-swiss-record-style"
                type="radio"
                value="record"
                className="form-check-input"
                {...register('swiss_style')}
              />
              <label htmlFor="tournament-swiss-record-style" className="form-check-label">
                {t('adminForm.series.swissRecordStyle')}
              </label>
            </div>
          </div>
          {swissStyle === 'record' ? (
            <div className="row g-3">
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-swiss-advance', 'swiss_advance_wins')}
                  label={t('adminForm.series.winsToAdvance')}
                  inputMode="numeric"
                  hint={recordHint}
                />
              </div>
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-swiss-eliminate', 'swiss_eliminate_losses')}
                  label={t('adminForm.series.lossesToEliminate')}
                  inputMode="numeric"
                  hint={recordHint}
                />
              </div>
              <div className="col-sm-6 col-lg-4">
                <SelectField
                  {...bind('tournament-swiss-decider', 'swiss_decider_best_of')}
                  label={t('adminForm.series.deciderBestOf')}
                  options={[sameAsBestOf, ...bestOfs]}
                  hint={t('adminForm.series.deciderHint')}
                />
              </div>
            </div>
          ) : (
            <div className="row g-3">
              <div className="col-sm-6 col-lg-4">
                <TextField
                  {...bind('tournament-swiss-rounds', 'swiss_rounds')}
                  label={t('adminForm.series.swissRounds')}
                  inputMode="numeric"
                  placeholder={t('adminForm.series.automatic')}
                  hint={t('adminForm.series.swissRoundsHint')}
                />
              </div>
            </div>
          )}
        </fieldset>
      )}

      <fieldset className="tournament-form__group">
        <legend className="form-label">{t('adminForm.series.mapsAndVeto')}</legend>
        <div className="row g-3">
          <div className="col-sm-6">
            <SelectField
              {...bind('tournament-veto', 'veto')}
              label={t('adminForm.series.veto')}
              options={VETO_MODES.map((mode) => ({ value: mode, label: t(VETO_KEYS[mode]) }))}
              hint={t(VETO_HINTS[veto])}
            />
          </div>
          {veto !== 'none' && (
            <div className="col-sm-6">
              <TextField
                {...bind('tournament-veto-seconds', 'veto_step_seconds')}
                label={t('adminForm.series.vetoSeconds')}
                inputMode="numeric"
                hint={t('adminForm.series.vetoSecondsHint', {
                  min: SERIES_LIMITS.vetoStepSecondsMin,
                  max: SERIES_LIMITS.vetoStepSecondsMax,
                })}
              />
            </div>
          )}
        </div>
        <MapPoolEditor
          control={control}
          register={register}
          errors={errors}
          editable={editable}
          schedule={veto === 'schedule'}
        />
      </fieldset>
    </>
  );
}
