/** A labelled input with its validation message under it (every form of the spec). */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** The message under a field; `role="alert"` so screen readers hear it when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={fieldErrorId(id)} className="invalid-feedback d-block" role="alert">
      {message}
    </div>
  );
}

export function fieldAria(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? fieldErrorId(id) : undefined,
  } as const;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className={`mb-3 ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...fieldAria(id, error)}
        // The hint (a format such as DD-MM-YYYY HH:mm) is read with the field while no error replaces it.
        {...(hint && !error ? { 'aria-describedby': fieldHintId(id) } : {})}
        {...inputProps}
        {...registration}
      />
      {hint && !error && (
        <div id={fieldHintId(id)} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
