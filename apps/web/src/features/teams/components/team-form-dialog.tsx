/**
 * The Create Team and Edit Team forms (spec 001 sections 2 and 5): Team Name and Total Player, with the
 * messages of each form; Edit refuses a size below the accepted players before calling the server.
 */
import { useEffect, useId } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import type { z } from 'zod';
import { createTeamSchema, updateTeamSchema, type Team } from '@arena/shared/teams';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { showSuccess } from '../../../lib/toast';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { teamSizeOptions } from './team-size';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { useTeamsT } from '../i18n';

/** What the fields hold: the select gives a string, which the shared schema turns into a number. */
interface TeamFormValues {
  id?: number;
  team_name: string;
  total_players: string;
  description: string;
}

type CreateTeamOutput = z.output<typeof createTeamSchema>;
type UpdateTeamOutput = z.output<typeof updateTeamSchema>;

// The schemas take `unknown` for total_players (they also parse the API's JSON); the form sends strings.
const createResolver = zodResolver(createTeamSchema) as unknown as Resolver<
  TeamFormValues,
  unknown,
  CreateTeamOutput
>;
const updateResolver = zodResolver(updateTeamSchema) as unknown as Resolver<
  TeamFormValues,
  unknown,
  UpdateTeamOutput
>;

const emptyValues: TeamFormValues = { team_name: '', total_players: '', description: '' };

export function CreateTeamDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTeamsT();
  const formId = useId();
  const mutation = useCreateTeam();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TeamFormValues, unknown, CreateTeamOutput>({
    resolver: createResolver,
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (show) reset(emptyValues);
  }, [show, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      showSuccess(answer.message);
      onClose();
    } catch {
      // The query client shows error[0] (or 'An error occurred').
    }
  });

  return (
    <AppDialog
      show={show}
      title={t('teams.create')}
      onHide={onClose}
      busy={mutation.isPending}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={mutation.isPending}
          submitLabel={t('teams.create')}
          busyLabel={t('teams.submitting')}
          onClose={onClose}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('teams.create')}>
        <TeamFields idPrefix="create-team" register={register} errors={errors} />
      </form>
    </AppDialog>
  );
}

export function EditTeamDialog({ team, show, onClose }: { team: Team; show: boolean; onClose: () => void }) {
  const { t } = useTeamsT();
  const formId = useId();
  const mutation = useUpdateTeam();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TeamFormValues, unknown, UpdateTeamOutput>({ resolver: updateResolver });

  useEffect(() => {
    if (show) {
      reset({
        id: team.id,
        team_name: team.team_name,
        total_players: String(team.total_players),
        description: team.description,
      });
    }
    // Only on opening: a refetch while the form is open must not wipe what the captain typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (team.accepted_players > values.total_players) {
      setError(
        'total_players',
        { message: t('teams.tooManyPlayers', { count: team.accepted_players }) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await mutation.mutateAsync(values);
      showSuccess(answer.message);
      onClose();
    } catch {
      // The query client shows error[0].
    }
  });

  return (
    <AppDialog
      show={show}
      title={t('teams.edit')}
      onHide={onClose}
      busy={mutation.isPending}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={mutation.isPending}
          submitLabel={t('teams.update')}
          busyLabel={t('teams.submitting')}
          onClose={onClose}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('teams.edit')}>
        <TeamFields idPrefix="edit-team" register={register} errors={errors} />
      </form>
    </AppDialog>
  );
}

function TeamFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<TeamFormValues>;
  errors: FieldErrors<TeamFormValues>;
}) {
  const { t } = useTeamsT();
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('teams.field.name')}
        autoComplete="off"
        registration={register('team_name')}
        error={errors.team_name?.message}
      />
      <SelectField
        id={`${idPrefix}-size`}
        label={t('teams.field.size')}
        placeholder={t('teams.field.sizePlaceholder')}
        options={teamSizeOptions}
        registration={register('total_players')}
        error={errors.total_players?.message}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label={t('teams.field.description')}
        registration={register('description')}
        error={errors.description?.message}
        className="mb-0"
      />
    </>
  );
}
