/**
 * The picture part of Edit Profile: choose a JPEG, JPG or PNG and upload it (spec 001 section 5).
 * The type is checked here first; the server checks the content again.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, PROFILE_MESSAGES } from '@arena/shared/profile';
import type { User } from '@arena/shared/user';
import { FieldError, fieldAria } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { UserAvatar } from '../../../components/user-avatar';
import { showSuccess } from '../../../lib/toast';
import { useUpdateUserProfilePicture } from '../api/update-user-profile-picture';
import './profile-picture-form.css';

/** The message for a chosen file, or null when it may be uploaded. */
export function pictureProblem(file: File | null | undefined): string | null {
  if (!file) return PROFILE_MESSAGES.noFile;
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.onlyImages;
  if (file.size > PICTURE_MAX_BYTES) return PROFILE_MESSAGES.tooLarge;
  return null;
}

export function ProfilePictureForm({ user }: { user: User }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
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
      setError(problem ?? PROFILE_MESSAGES.noFile);
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
      aria-label="Profile picture"
    >
      {preview ? (
        <img
          src={preview}
          alt="Your new avatar, not uploaded yet"
          width={96}
          height={96}
          className="user-avatar picture-form__avatar"
        />
      ) : (
        <UserAvatar
          picture={user.user_details?.profile_picture}
          size={96}
          alt={`${user.name}'s profile picture`}
          className="picture-form__avatar"
        />
      )}
      <div className="picture-form__controls">
        <label htmlFor={inputId} className="form-label">
          Profile Picture
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
            JPEG, JPG or PNG, up to 5 MB.
          </div>
        )}
        <FieldError id={inputId} message={error} />
        <SubmitButton busy={mutation.isPending} busyLabel="Uploading…" className="btn-sm mt-2">
          Upload Picture
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
