/**
 * Make an API key (decision 0059): a name and its scopes; then the key, shown this once, with a copy button.
 * Closing the dialog forgets it.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import {
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  createApiKeySchema,
  type CreateApiKeyRequest,
} from '@arena/shared/api-keys';
import { AppDialog } from '../../../components/app-dialog';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { TextField } from '../../../components/form-field';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateApiKey } from '../api/create-api-key';
import '../admin.css';

export const API_KEY_TEXTS = {
  title: 'Create an API key',
  shownTitle: 'Your new API key',
  create: 'Create key',
  scopes: 'Scopes',
  onceWarning: 'Copy this key now: you will not see it again. Anyone holding it can act with its scopes.',
  copy: 'Copy key',
  copied: 'Key copied',
  copyFailed: 'Copying is not allowed in this browser: select the key and copy it instead.',
  done: 'I have saved the key',
} as const;

export function CreateApiKeyDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
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
      showSuccess(API_KEY_TEXTS.copied);
    } catch {
      showError(API_KEY_TEXTS.copyFailed);
    }
  };

  if (made) {
    return (
      <AppDialog
        show={show}
        title={API_KEY_TEXTS.shownTitle}
        onHide={close}
        footer={
          <button type="button" className="btn btn-primary" onClick={close}>
            {API_KEY_TEXTS.done}
          </button>
        }
      >
        <p className="alert alert-warning" role="alert">
          {API_KEY_TEXTS.onceWarning}
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
            {API_KEY_TEXTS.copy}
          </button>
        </div>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      show={show}
      title={API_KEY_TEXTS.title}
      onHide={close}
      busy={create.isPending}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={create.isPending}
          onClose={close}
          submitLabel={API_KEY_TEXTS.create}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={API_KEY_TEXTS.title}
      >
        <TextField
          id="api-key-name"
          label="Name"
          autoComplete="off"
          hint="Where the key is used, e.g. Stream overlay"
          registration={register('name')}
          error={errors.name?.message}
        />
        <fieldset className="mb-0" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
          <legend className="form-label fs-6">{API_KEY_TEXTS.scopes}</legend>
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
                <code>{scope}</code>: {API_KEY_SCOPE_LABELS[scope]}
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
