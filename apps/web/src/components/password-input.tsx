/** A password field with a show/hide toggle and its validation message. */
import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldAria } from './form-field';
import { useUiT } from './ui-i18n';
import './password-input.css';

export function PasswordField({
  id,
  label,
  registration,
  error,
  autoComplete = 'current-password',
  placeholder,
  className,
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
  className?: string;
}) {
  const { t } = useUiT();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`mb-3 ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={`input-group password-input${error ? ' has-validation' : ''}`}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`form-control${error ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...fieldAria(id, error)}
          {...registration}
        />
        <button
          type="button"
          className="btn password-input__toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? t('ui.password.hide') : t('ui.password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
        fill="currentColor"
      />
      {crossed && <path d="M3 3.5 20.5 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
