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
import { useAdminPeopleT } from '../i18n-people';
import { RichTextEditor } from './rich-text-editor';

/** Each page's name (a key of the adminPeople area). */
export const CONTENT_PAGE_LABEL: Record<AdminContentPage['key'], string> = {
  'terms-and-conditions': 'adminPeople.pages.terms',
  'privacy-policy': 'adminPeople.pages.privacy',
};

const SAVE_LABEL: Record<AdminContentPage['key'], string> = {
  'terms-and-conditions': 'adminPeople.pages.saveTerms',
  'privacy-policy': 'adminPeople.pages.savePrivacy',
};

export function ContentPageForm({ page }: { page: AdminContentPage }) {
  const { t } = useAdminPeopleT();
  const mutation = useUpdateContentPage();
  const label = t(CONTENT_PAGE_LABEL[page.key]);
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
          ? t('adminPeople.pages.lastSaved', { date: formatDateTime(page.updated_at) })
          : t('adminPeople.pages.neverSaved')}
      </p>
      <TextField
        id={`${page.key}-title`}
        label={t('adminPeople.pages.fieldTitle')}
        registration={register('title')}
        error={errors.title?.message}
      />
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            id={`${page.key}-content`}
            label={t('adminPeople.pages.fieldContent')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content?.message}
          />
        )}
      />
      <SubmitButton busy={mutation.isPending} busyLabel={t('adminPeople.saving')}>
        {t(SAVE_LABEL[page.key])}
      </SubmitButton>
    </form>
  );
}
