/** The organiser's seeds of a pending tournament: one seed from 1 to n per entered team (the shared seeds schema). */
import { useEffect, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  seedsInputSchema,
  type AdminParticipant,
  type SeedsInput,
} from '@arena/shared/admin-catalogue';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { showSuccess } from '../../../lib/toast';
import { useSaveSeeds } from '../api/save-seeds';
import type { Translator } from '../../../lib/i18n/translator';
import { useAdminFormT } from '../i18n-form';
import { convertingResolver, errorAt, numberOrText } from './typed-form';
import './seeds-editor.css';

type SeedsForm = { seeds: Array<{ team_id: number; team_name: string; seed: string }> };

const resolver = convertingResolver<SeedsForm, SeedsInput>(seedsInputSchema, (values) => ({
  seeds: values.seeds.map((row) => ({ team_id: row.team_id, seed: numberOrText(row.seed) })),
}));

/** The schema's rules between rows in the page's language (the server catalogue's words); field sentences come translated. */
function sayRowsRule(t: Translator['t'], message: string): string {
  if (message === M.seedTwice) return t('adminForm.rule.seedTwice');
  if (message === M.teamSeededTwice) return t('adminForm.rule.teamSeededTwice');
  return message;
}

export function SeedsEditor({
  tournamentId,
  participants,
}: {
  tournamentId: number;
  participants: AdminParticipant[];
}) {
  const { t } = useAdminFormT();
  const mutation = useSaveSeeds(tournamentId);
  const initial = useMemo<SeedsForm>(
    () => ({
      seeds: participants
        .filter((entry) => entry.status === 'active')
        .map((entry, index) => ({
          team_id: entry.team_id,
          team_name: entry.team_name,
          seed: String(entry.seed ?? index + 1),
        })),
    }),
    [participants],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SeedsForm, unknown, SeedsInput>({ resolver, defaultValues: initial });
  const rows = useFieldArray({ control, name: 'seeds' });
  useEffect(() => reset(initial), [initial, reset]);
  const seedsError = errorAt(errors, 'seeds');

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync(values)).message);
    } catch {
      // The query client shows error[0] (e.g. a seed out of range).
    }
  });

  if (rows.fields.length === 0)
    return <p className="text-body-secondary mb-0">{t('adminForm.seeds.none')}</p>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('adminForm.seeds.title')}>
      <p className="form-text mt-0">{t('adminForm.seeds.help', { n: rows.fields.length })}</p>
      <ol className="admin-seeds list-unstyled">
        {rows.fields.map((field, index) => (
          <li key={field.id}>
            <TextField
              id={`seed-${field.team_id}`}
              label={t('adminForm.seeds.seedOf', { team: field.team_name })}
              inputMode="numeric"
              registration={register(`seeds.${index}.seed`)}
              error={errorAt(errors, `seeds.${index}.seed`) ?? errorAt(errors, `seeds.${index}`)}
              className="mb-2"
            />
          </li>
        ))}
      </ol>
      {seedsError && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {sayRowsRule(t, seedsError)}
        </div>
      )}
      <SubmitButton busy={mutation.isPending} busyLabel={t('adminForm.form.saving')}>
        {t('adminForm.seeds.save')}
      </SubmitButton>
    </form>
  );
}
