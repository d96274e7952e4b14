/**
 * The tournament form's map pool: a list of map or mode names, added, removed and moved with buttons (no
 * dragging, so a keyboard and a phone can reorder it). With a fixed-schedule veto the order is the game order,
 * so each row then says which game it is.
 */
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { TournamentValues } from '@arena/shared/admin-catalogue';
import { SERIES_LIMITS } from '@arena/shared/series-format';
import { TextField } from '../../../components/form-field';
import { useAdminFormT } from '../i18n-form';
import { errorAt } from './typed-form';
import type { TournamentFormValues } from './tournament-form-values';

const ROW_KEYS = {
  game: {
    label: 'adminForm.maps.game',
    up: 'adminForm.maps.moveGameUp',
    down: 'adminForm.maps.moveGameDown',
    remove: 'adminForm.maps.removeGame',
  },
  map: {
    label: 'adminForm.maps.mapOrMode',
    up: 'adminForm.maps.moveMapUp',
    down: 'adminForm.maps.moveMapDown',
    remove: 'adminForm.maps.removeMap',
  },
} as const;

export function MapPoolEditor({
  control,
  register,
  errors,
  editable,
  schedule,
}: {
  control: Control<TournamentFormValues, unknown, TournamentValues>;
  register: UseFormRegister<TournamentFormValues>;
  errors: FieldErrors<TournamentFormValues>;
  editable: boolean;
  /** The veto is a fixed schedule: row N is played in game N. */
  schedule: boolean;
}) {
  const pool = useFieldArray({ control, name: 'map_pool' });
  const listError = errorAt(errors, 'map_pool');
  const { t } = useAdminFormT();
  // Each row's name and its buttons' names: a game of the schedule, or a map or mode of the pool.
  const rowText = (key: 'label' | 'up' | 'down' | 'remove', index: number) =>
    t(ROW_KEYS[schedule ? 'game' : 'map'][key], { n: index + 1 });
  return (
    <fieldset className="map-pool" aria-describedby="map-pool-help">
      <legend className="form-label">{t('adminForm.maps.pool')}</legend>
      <p id="map-pool-help" className="form-text mt-0">
        {schedule
          ? t('adminForm.maps.scheduleHelp')
          : t('adminForm.maps.optionalHelp', {
              min: SERIES_LIMITS.mapPoolMin,
              max: SERIES_LIMITS.mapPoolMax,
            })}
      </p>
      {pool.fields.length > 0 && (
        <ol className="map-pool__list list-unstyled">
          {pool.fields.map((field, index) => (
            <li key={field.id} className="map-pool__row">
              <TextField
                id={`map-pool-${index}`}
                label={rowText('label', index)}
                autoComplete="off"
                maxLength={SERIES_LIMITS.mapNameMax}
                registration={register(`map_pool.${index}.name`)}
                error={errorAt(errors, `map_pool.${index}`)}
                className="mb-0 map-pool__field"
              />
              {editable && (
                <div className="map-pool__actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={rowText('up', index)}
                    disabled={index === 0}
                    onClick={() => pool.move(index, index - 1)}
                  >
                    {t('adminForm.maps.up')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={rowText('down', index)}
                    disabled={index === pool.fields.length - 1}
                    onClick={() => pool.move(index, index + 1)}
                  >
                    {t('adminForm.maps.down')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={rowText('remove', index)}
                    onClick={() => pool.remove(index)}
                  >
                    {t('adminForm.form.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && pool.fields.length < SERIES_LIMITS.mapPoolMax && (
        <button
          type="button"
          className="btn btn-sm btn-outline-info"
          onClick={() => pool.append({ name: '' })}
        >
          {t('adminForm.maps.add')}
        </button>
      )}
      {listError && (
        <div id="map-pool-error" className="invalid-feedback d-block" role="alert">
          {listError}
        </div>
      )}
    </fieldset>
  );
}
