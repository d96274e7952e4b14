/**
 * The tournament form's map pool: a list of map or mode names, added, removed and moved with buttons (no
 * dragging, so a keyboard and a phone can reorder it). With a fixed-schedule veto the order is the game order,
 * so each row then says which game it is.
 */
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { TournamentValues } from '@arena/shared/admin-catalogue';
import { SERIES_LIMITS } from '@arena/shared/series-format';
import { TextField } from '../../../components/form-field';
import { errorAt } from './typed-form';
import type { TournamentFormValues } from './tournament-form-values';

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
  const rowLabel = (index: number) => (schedule ? `Game ${index + 1}` : `Map or mode ${index + 1}`);
  return (
    <fieldset className="map-pool" aria-describedby="map-pool-help">
      <legend className="form-label">Map pool</legend>
      <p id="map-pool-help" className="form-text mt-0">
        {schedule
          ? 'The maps or modes in the order the games are played: game 1 first.'
          : `Optional: ${SERIES_LIMITS.mapPoolMin} to ${SERIES_LIMITS.mapPoolMax} maps or modes the veto chooses from.`}
      </p>
      {pool.fields.length > 0 && (
        <ol className="map-pool__list list-unstyled">
          {pool.fields.map((field, index) => (
            <li key={field.id} className="map-pool__row">
              <TextField
                id={`map-pool-${index}`}
                label={rowLabel(index)}
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
                    aria-label={`Move ${rowLabel(index).toLowerCase()} up`}
                    disabled={index === 0}
                    onClick={() => pool.move(index, index - 1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={`Move ${rowLabel(index).toLowerCase()} down`}
                    disabled={index === pool.fields.length - 1}
                    onClick={() => pool.move(index, index + 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={`Remove ${rowLabel(index).toLowerCase()}`}
                    onClick={() => pool.remove(index)}
                  >
                    Remove
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
          Add a map or mode
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
