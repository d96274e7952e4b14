/** One content page (terms, privacy policy): title and HTML content, checked by the shared page schema. */
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import {
  contentPageInputSchema,
  type AdminContentPage,
  type ContentPageInput,
} from '@arena/shared/admin-catalogue';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useUpdateContentPage } from '../api/update-content-page';
import { RichTextEditor } from './rich-text-editor';

export const CONTENT_PAGE_LABEL: Record<AdminContentPage['key'], string> = {
  'terms-and-conditions': 'Terms and conditions',
  'privacy-policy': 'Privacy policy',
};

export function ContentPageForm({ page }: { page: AdminContentPage }) {
  const mutation = useUpdateContentPage();
  const label = CONTENT_PAGE_LABEL[page.key];
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContentPageInput>({
    resolver: zodResolver(contentPageInputSchema),
    defaultValues: { title: page.title, content: page.content },
  });
  useEffect(() => reset({ title: page.title, content: page.content }), [page, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync({ key: page.key, body: values })).message);
    } catch {
      // The query client shows error[0].
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <p className="form-text mt-0">
        {page.updated_at
          ? `Last saved ${formatDateTime(page.updated_at)}.`
          : 'Never saved: the page shows its default text.'}
      </p>
      <TextField
        id={`${page.key}-title`}
        label="Title"
        registration={register('title')}
        error={errors.title?.message}
      />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            id={`${page.key}-content`}
            label="Content"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content?.message}
          />
        )}
      />
      <SubmitButton busy={mutation.isPending} busyLabel="Saving…">
        Save {label.toLowerCase()}
      </SubmitButton>
    </form>
  );
}
