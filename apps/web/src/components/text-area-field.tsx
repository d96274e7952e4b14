/** A labelled multi-line input with its validation message under it. */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldAria } from './form-field';

export function TextAreaField({
  id,
  label,
  registration,
  error,
  className,
  rows = 3,
  ...textareaProps
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <div className={`mb-3 ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...fieldAria(id, error)}
        {...textareaProps}
        {...registration}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
