/**
 * Make an API key (decision 0059): a name and its scopes; then the key, shown this once, with a copy button.
 * Closing the dialog forgets it.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import {
  API_KEY_SCOPES,
  createApiKeySchema,
  type ApiKeyScope,
  type CreateApiKeyRequest,
} from '@arena/shared/api-keys';
import { AppDialog } from '../../../components/app-dialog';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { TextField } from '../../../components/form-field';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateApiKey } from '../api/create-api-key';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';

/** Each scope's meaning (the shared scope list, in the adminPeople area). */
const SCOPE_LABEL: Record<ApiKeyScope, string> = {
  read: 'adminPeople.apiKeyDialog.scopeRead',
  'tournaments:write': 'adminPeople.apiKeyDialog.scopeTournaments',
  'results:write': 'adminPeople.apiKeyDialog.scopeResults',
};

export function CreateApiKeyDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useAdminPeopleT();
  const formId = useId();
  const create = useCreateApiKey();
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateApiKeyRequest>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scopes: ['read'] },
  });

  useEffect(() => {
    if (show) {
      reset({ name: '', scopes: ['read'] });
      setMade(null);
    }
  }, [show, reset]);

  const close = () => {
    setMade(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      setMade({ name: answer.data.name, key: answer.data.key });
    } catch {
      // The query client shows error[0].
    }
  });

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      showSuccess(t('adminPeople.apiKeyDialog.copied'));
    } catch {
      showError(t('adminPeople.apiKeyDialog.copyFailed'));
    }
  };

  if (made) {
    return (
      <AppDialog
        show={show}
        title={t('adminPeople.apiKeyDialog.shownTitle')}
        onHide={close}
        footer={
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('adminPeople.apiKeyDialog.done')}
          </button>
        }
      >
        <p className="alert alert-warning" role="alert">
          {t('adminPeople.apiKeyDialog.onceWarning')}
        </p>
        <label htmlFor="api-key-value" className="form-label">
          {made.name}
        </label>
        <div className="input-group">
          <input
            id="api-key-value"
            className="form-control font-monospace"
            readOnly
            value={made.key}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-outline-light" onClick={() => void copy(made.key)}>
            {t('adminPeople.apiKeyDialog.copy')}
          </button>
        </div>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      show={show}
      title={t('adminPeople.apiKeyDialog.title')}
      onHide={close}
      busy={create.isPending}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={create.isPending}
          onClose={close}
          submitLabel={t('adminPeople.apiKeyDialog.create')}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('adminPeople.apiKeyDialog.title')}
      >
        <TextField
          id="api-key-name"
          label={t('adminPeople.apiKeyDialog.name')}
          autoComplete="off"
          hint={t('adminPeople.apiKeyDialog.nameHint')}
          registration={register('name')}
          error={errors.name?.message}
        />
        <fieldset className="mb-0" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
          <legend className="form-label fs-6">{t('adminPeople.apiKeyDialog.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <div className="form-check" key={scope}>
              <input
                id={`api-key-scope-${scope}`}
                className="form-check-input"
                type="checkbox"
                value={scope}
                {...register('scopes')}
              />
              <label className="form-check-label" htmlFor={`api-key-scope-${scope}`}>
                <code>{scope}</code>: {t(SCOPE_LABEL[scope])}
              </label>
            </div>
          ))}
          {errors.scopes && (
            <div id="api-key-scopes-error" className="invalid-feedback d-block">
              {errors.scopes.message}
            </div>
          )}
        </fieldset>
      </form>
    </AppDialog>
  );
}
