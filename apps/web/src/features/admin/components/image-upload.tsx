/** Upload of a banner or bracket picture: the current image, a labelled file input and an Upload button. */
import { useId, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@arena/shared/admin-catalogue';
import { BannerImage } from '../../../components/banner-image';
import { FieldError, fieldAria } from '../../../components/form-field';
import { showSuccess } from '../../../lib/toast';
import { useAdminT } from '../i18n';
import '../admin.css';
import './image-upload.css';

const TYPES = ['image/jpeg', 'image/png'];

/** The upload rules checked before sending (the server checks them again): the message key of the problem. */
function imageProblem(file: File | undefined): string | undefined {
  if (!file) return 'admin.image.noFile';
  if (!TYPES.includes(file.type)) return 'admin.image.onlyImages';
  if (file.size > IMAGE_MAX_BYTES) return 'admin.image.tooBig';
  return undefined;
}

export function ImageUpload({
  label,
  current,
  fallback,
  busy,
  disabled = false,
  onUpload,
}: {
  label: string;
  current: string | null;
  fallback: string;
  busy: boolean;
  disabled?: boolean;
  onUpload: (file: File) => Promise<{ message: string }>;
}) {
  const id = useId();
  const { t, locale } = useAdminT();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();

  const upload = async () => {
    const file = input.current?.files?.[0];
    const problem = imageProblem(file);
    if (problem || !file) {
      setError(problem && t(problem));
      return;
    }
    setError(undefined);
    try {
      const answer = await onUpload(file);
      showSuccess(answer.message);
      if (input.current) input.current.value = '';
    } catch {
      // The query client shows error[0] (wrong type, too large).
    }
  };

  return (
    <div className="image-upload">
      <BannerImage
        path={current}
        fallback={fallback}
        alt={t('admin.image.current', { label })}
        className="image-upload__preview"
      />
      <div className="image-upload__controls">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          className={`form-control${error ? ' is-invalid' : ''}`}
          disabled={disabled || busy}
          onChange={() => setError(undefined)}
          {...fieldAria(id, error)}
        />
        <div className="form-text">{t('admin.image.hint')}</div>
        <FieldError id={id} message={error} />
        <button
          type="button"
          className="btn btn-outline-light mt-2"
          disabled={disabled || busy}
          aria-busy={busy || undefined}
          onClick={() => void upload()}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {/* German writes its nouns with a capital. */}
          {t('admin.image.upload', { label: locale === 'de' ? label : label.toLowerCase() })}
        </button>
      </div>
    </div>
  );
}
