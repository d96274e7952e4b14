/** The games page's dialogs: add or rename a game (the shared game schema), and its banner. */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { gameInputSchema, type AdminGame, type GameInput } from '@arena/shared/admin-catalogue';
import defaultBanner from '../../../assets/default-game-banner.svg';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { showSuccess } from '../../../lib/toast';
import { useCreateGame } from '../api/create-game';
import { useUpdateGame } from '../api/update-game';
import { useUploadGameBanner } from '../api/upload-game-banner';
import { useAdminT } from '../i18n';
import { ImageUpload } from './image-upload';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import '../admin.css';

/** Add a game (`game` null) or rename one. */
export function GameNameDialog({
  show,
  game,
  onClose,
}: {
  show: boolean;
  game: AdminGame | null;
  onClose: () => void;
}) {
  const formId = useId();
  const { t } = useAdminT();
  const create = useCreateGame();
  const update = useUpdateGame();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GameInput>({ resolver: zodResolver(gameInputSchema), defaultValues: { game_name: '' } });

  useEffect(() => {
    if (show) reset({ game_name: game?.game_name ?? '' });
  }, [show, game, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = game
        ? await update.mutateAsync({ id: game.id, ...values })
        : await create.mutateAsync(values);
      showSuccess(answer.message);
      onClose();
    } catch {
      // The query client shows error[0] (e.g. the name is taken).
    }
  });

  const busy = create.isPending || update.isPending;
  const title = game ? t('admin.games.renameOf', { name: game.game_name }) : t('admin.games.add');
  return (
    <AppDialog
      show={show}
      title={title}
      onHide={onClose}
      busy={busy}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          onClose={onClose}
          submitLabel={game ? t('admin.games.saveName') : t('admin.games.addGame')}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
        <TextField
          id="game-name"
          label={t('admin.games.name')}
          autoComplete="off"
          registration={register('game_name')}
          error={errors.game_name?.message}
          className="mb-0"
        />
      </form>
    </AppDialog>
  );
}

export function GameBannerDialog({ game, onClose }: { game: AdminGame | null; onClose: () => void }) {
  const upload = useUploadGameBanner();
  const { t } = useAdminT();
  return (
    <AppDialog
      show={game !== null}
      title={game ? t('admin.games.bannerOf', { name: game.game_name }) : t('admin.games.banner')}
      onHide={onClose}
      busy={upload.isPending}
    >
      {game && (
        <ImageUpload
          label={t('admin.games.bannerLabel')}
          current={game.game_banner}
          fallback={defaultBanner}
          busy={upload.isPending}
          onUpload={async (file) => {
            const answer = await upload.mutateAsync({ id: game.id, file });
            onClose();
            return answer;
          }}
        />
      )}
    </AppDialog>
  );
}
