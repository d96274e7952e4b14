/** The about-us page's entries in order: the page reads entry i at index i (ABOUT_ENTRY names each one). */
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { aboutEntriesInputSchema, PAGE_LIMITS, type AboutEntriesInput } from '@arena/shared/admin-catalogue';
import { ABOUT_ENTRY } from '@arena/shared/pages';
import { SubmitButton } from '../../../components/submit-button';
import { showSuccess } from '../../../lib/toast';
import { useUpdateAboutEntries } from '../api/update-about-entries';
import { RichTextEditor } from './rich-text-editor';
import { convertingResolver, errorAt } from './typed-form';
import '../admin.css';
import './about-entries-form.css';

type EntriesForm = { entries: Array<{ html: string }> };

const resolver = convertingResolver<EntriesForm, AboutEntriesInput>(aboutEntriesInputSchema, (values) => ({
  entries: values.entries.map((entry) => entry.html),
}));

/** What the about-us page shows at each index. */
export function aboutEntryLabel(index: number): string {
  if (index === ABOUT_ENTRY.heading) return 'Heading';
  if (index === ABOUT_ENTRY.intro) return 'Introduction';
  if (index === ABOUT_ENTRY.stepsHeading) return 'Steps heading';
  const step = (ABOUT_ENTRY.steps as readonly number[]).indexOf(index);
  if (step >= 0) return `Step ${step + 1}`;
  if (index === ABOUT_ENTRY.bulletsHeading) return 'Points heading';
  const bullet = (ABOUT_ENTRY.bullets as readonly number[]).indexOf(index);
  if (bullet >= 0) return `Point ${bullet + 1}`;
  if (index === ABOUT_ENTRY.closing) return 'Closing';
  return `Extra entry ${index + 1}`;
}

export function AboutEntriesForm({ entries }: { entries: string[] }) {
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="About-us entries">
      <ol className="admin-entries list-unstyled">
        {list.fields.map((field, index) => (
          <li key={field.id} className="admin-entries__item">
            <Controller
              control={control}
              name={`entries.${index}.html`}
              render={({ field: entry }) => (
                <RichTextEditor
                  id={`about-entry-${index}`}
                  label={`${index}: ${aboutEntryLabel(index)}`}
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
                Remove the last entry
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
            Add an entry
          </button>
        )}
        <SubmitButton busy={mutation.isPending} busyLabel="Saving…">
          Save about-us entries
        </SubmitButton>
      </div>
    </form>
  );
}
