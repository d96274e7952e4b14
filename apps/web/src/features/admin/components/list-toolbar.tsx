/** The filters above a console list: a search form and labelled selects. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAdminT } from '../i18n';
import '../admin.css';
import './list-toolbar.css';

export function SearchForm({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const { t } = useAdminT();
  const [typed, setTyped] = useState(value);
  // The URL can change the search (back button): the box follows it.
  useEffect(() => setTyped(value), [value]);
  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="search"
          className="form-control"
          value={typed}
          placeholder={placeholder}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('admin.search')}
        </button>
      </div>
    </form>
  );
}

export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="admin-toolbar">{children}</div>;
}
