/**
 * The picture part of Edit Profile: choose a JPEG, JPG or PNG and upload it (spec 001 section 5).
 * The type is checked here first; the server checks the content again. The messages are the shared
 * PROFILE_MESSAGES' (noFile, onlyImages, tooLarge), in the page's language.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@arena/shared/profile';
import type { User } from '@arena/shared/user';
import { FieldError, fieldAria } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { UserAvatar } from '../../../components/user-avatar';
import { showSuccess } from '../../../lib/toast';
import { useUpdateUserProfilePicture } from '../api/update-user-profile-picture';
import { useAccountT } from '../i18n';
import './profile-picture-form.css';

/** The message (its key) for a chosen file, or null when it may be uploaded. */
export function pictureProblem(file: File | null | undefined): string | null {
  if (!file) return 'account.picture.noFile';
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'account.picture.onlyImages';
  if (file.size > PICTURE_MAX_BYTES) return 'account.picture.tooLarge';
  return null;
}

export function ProfilePictureForm({ user }: { user: User }) {
  const { t } = useAccountT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** The message key of what is wrong with the chosen file. */
  const [error, setError] = useState<string | undefined>();
  const preview = usePreviewUrl(file);
  const mutation = useUpdateUserProfilePicture();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? pictureProblem(chosen) : null;
    setError(problem ?? undefined);
    if (problem) {
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = pictureProblem(file);
    if (problem || !file) {
      setError(problem ?? 'account.picture.noFile');
      input.current?.focus();
      return;
    }
    try {
      const answer = await mutation.mutateAsync(file);
      showSuccess(answer.message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch {
      // The query client shows the server's sentence (wrong type, too large).
    }
  };

  return (
    <form
      className="picture-form"
      onSubmit={(event) => void upload(event)}
      noValidate
      aria-label={t('account.picture.formLabel')}
    >
      {preview ? (
        <img
          src={preview}
          alt={t('account.picture.previewAlt')}
          width={96}
          height={96}
          className="user-avatar picture-form__avatar"
        />
      ) : (
        <UserAvatar
          picture={user.user_details?.profile_picture}
          size={96}
          alt={t('account.profile.pictureAlt', { name: user.name })}
          className="picture-form__avatar"
        />
      )}
      <div className="picture-form__controls">
        <label htmlFor={inputId} className="form-label">
          {t('account.picture.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className={`form-control${error ? ' is-invalid' : ''}`}
          onChange={choose}
          {...fieldAria(inputId, error)}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        />
        {!error && (
          <div id={`${inputId}-hint`} className="form-text">
            {t('account.picture.hint')}
          </div>
        )}
        <FieldError id={inputId} message={error && t(error)} />
        <SubmitButton
          busy={mutation.isPending}
          busyLabel={t('account.picture.uploading')}
          className="btn-sm mt-2"
        >
          {t('account.picture.upload')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** An object URL showing the chosen file, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
