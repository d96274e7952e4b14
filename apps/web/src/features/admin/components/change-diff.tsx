/**
 * Before and after of an audited change: the fields that changed, each with its old and new value as
 * readable JSON, and both whole records on request.
 */
import { useId } from 'react';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';
import './change-diff.css';

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function formatJson(value: Json): string {
  if (value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}

export interface FieldChange {
  field: string;
  before: Json;
  after: Json;
}

/** The top-level fields whose values differ (a field missing on one side counts as undefined there). */
export function changedFields(before: Json, after: Json): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '(value)', before, after }];
  }
  const fields = Array.from(new Set([...Object.keys(before), ...Object.keys(after)]));
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

export function ChangeDiff({ before, after }: { before: Json; after: Json }) {
  const { t } = useAdminPeopleT();
  const captionId = useId();
  const changes = changedFields(before ?? null, after ?? null);
  return (
    <div className="change-diff">
      {changes.length === 0 ? (
        <p className="text-body-secondary mb-2">{t('adminPeople.diff.noChange')}</p>
      ) : (
        <div className="change-diff__frame">
          <table className="table table-dark table-sm align-top mb-2 change-diff__table">
            <caption id={captionId} className="visually-hidden">
              {t('adminPeople.diff.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('adminPeople.diff.field')}</th>
                <th scope="col">{t('adminPeople.diff.before')}</th>
                <th scope="col">{t('adminPeople.diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>
                    <pre className="change-diff__value change-diff__value--before">
                      {formatJson(change.before)}
                    </pre>
                  </td>
                  <td>
                    <pre className="change-diff__value change-diff__value--after">
                      {formatJson(change.after)}
                    </pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="change-diff__raw">
        <summary>{t('adminPeople.diff.whole')}</summary>
        <div className="change-diff__columns">
          <div>
            <p className="change-diff__label">{t('adminPeople.diff.before')}</p>
            <pre className="change-diff__value">{formatJson(before ?? null)}</pre>
          </div>
          <div>
            <p className="change-diff__label">{t('adminPeople.diff.after')}</p>
            <pre className="change-diff__value">{formatJson(after ?? null)}</pre>
          </div>
        </div>
      </details>
    </div>
  );
}
