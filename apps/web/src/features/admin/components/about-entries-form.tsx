/** The about-us page's entries in order: the page reads entry i at index i (ABOUT_ENTRY names each one). */
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { aboutEntriesInputSchema, PAGE_LIMITS, type AboutEntriesInput } from '@arena/shared/admin-catalogue';
import { ABOUT_ENTRY } from '@arena/shared/pages';
import { SubmitButton } from '../../../components/submit-button';
import { showSuccess } from '../../../lib/toast';
import { useUpdateAboutEntries } from '../api/update-about-entries';
import { RichTextEditor } from './rich-text-editor';
import { useAdminPeopleT } from '../i18n-people';
import { convertingResolver, errorAt } from './typed-form';
import '../admin.css';
import './about-entries-form.css';

type EntriesForm = { entries: Array<{ html: string }> };

const resolver = convertingResolver<EntriesForm, AboutEntriesInput>(aboutEntriesInputSchema, (values) => ({
  entries: values.entries.map((entry) => entry.html),
}));

type T = ReturnType<typeof useAdminPeopleT>['t'];

/** What the about-us page shows at each index. */
export function aboutEntryLabel(t: T, index: number): string {
  if (index === ABOUT_ENTRY.heading) return t('adminPeople.about.heading');
  if (index === ABOUT_ENTRY.intro) return t('adminPeople.about.intro');
  if (index === ABOUT_ENTRY.stepsHeading) return t('adminPeople.about.stepsHeading');
  const step = (ABOUT_ENTRY.steps as readonly number[]).indexOf(index);
  if (step >= 0) return t('adminPeople.about.step', { n: step + 1 });
  if (index === ABOUT_ENTRY.bulletsHeading) return t('adminPeople.about.pointsHeading');
  const bullet = (ABOUT_ENTRY.bullets as readonly number[]).indexOf(index);
  if (bullet >= 0) return t('adminPeople.about.point', { n: bullet + 1 });
  if (index === ABOUT_ENTRY.closing) return t('adminPeople.about.closing');
  return t('adminPeople.about.extra', { n: index + 1 });
}

export function AboutEntriesForm({ entries }: { entries: string[] }) {
  const { t } = useAdminPeopleT();
  const mutation = useUpdateAboutEntries();
  const initial = useMemo<EntriesForm>(() => ({ entries: entries.map((html) => ({ html })) }), [entries]);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EntriesForm, unknown, AboutEntriesInput>({ resolver, defaultValues: initial });
  const list = useFieldArray({ control, name: 'entries' });
  useEffect(() => reset(initial), [initial, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync(values)).message);
    } catch {
      // The query client shows error[0].
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('adminPeople.about.form')}>
      <ol className="admin-entries list-unstyled">
        {list.fields.map((field, index) => (
          <li key={field.id} className="admin-entries__item">
            <Controller
              control={control}
              name={`entries.${index}.html`}
              render={({ field: entry }) => (
                <RichTextEditor
                  id={`about-entry-${index}`}
                  label={`${index}: ${aboutEntryLabel(t, index)}`}
                  value={entry.value}
                  onChange={entry.onChange}
                  onBlur={entry.onBlur}
                  error={errorAt(errors, `entries.${index}`)}
                />
              )}
            />
            {index === list.fields.length - 1 && list.fields.length > 1 && (
              <button
                type="button"
                className="btn btn-sm btn-outline-light mb-3"
                onClick={() => list.remove(index)}
              >
                {t('adminPeople.about.removeLast')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {errorAt(errors, 'entries') && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {errorAt(errors, 'entries')}
        </div>
      )}
      <div className="admin-form-actions">
        {list.fields.length < PAGE_LIMITS.aboutEntriesMax && (
          <button type="button" className="btn btn-outline-info" onClick={() => list.append({ html: '' })}>
            {t('adminPeople.about.add')}
          </button>
        )}
        <SubmitButton busy={mutation.isPending} busyLabel={t('adminPeople.saving')}>
          {t('adminPeople.about.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
