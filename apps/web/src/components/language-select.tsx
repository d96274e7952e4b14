/** The language menu (top bar and footer): every offered language under its own name. */
import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage } from '../lib/i18n/languages';
import { useLanguage, useT } from '../lib/i18n/i18n-provider';
import './language-select.css';

export function LanguageSelect({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const { t } = useT();
  const id = useId();
  return (
    <span className={`language-select ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('layout.language')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm language-select__control"
        value={language}
        onChange={(event) => {
          const next = toLanguage(event.target.value);
          if (next) setLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
