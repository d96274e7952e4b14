/** A labelled select with its validation message under it. */
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldAria, fieldHintId } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's own language when it differs from the page's (a language named in itself). */
  lang?: string;
}

export function SelectField({
  id,
  label,
  options,
  placeholder,
  registration,
  error,
  hint,
  className,
  ...selectProps
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. 'Select'). */
  placeholder?: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** A short help text under the select, read with it while no error replaces it. */
  hint?: ReactNode;
}) {
  return (
    <div className={`mb-3 ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        {...fieldAria(id, error)}
        {...(hint && !error ? { 'aria-describedby': fieldHintId(id) } : {})}
        {...selectProps}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error && (
        <div id={fieldHintId(id)} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
