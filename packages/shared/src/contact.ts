/** The contact form (spec 001 sections 5 and 8): the server answers field-keyed message lists. */
import { z } from 'zod';
import { emailField, requiredString } from './validation';

export const contactSchema = z.object({
  name: requiredString('First Name is required', 'First Name').max(60, {
    error: 'First Name cannot exceed 60 characters',
  }),
  /** Marked required in its label, but the spec gives it no rule. */
  last_name: z
    .string({ error: 'Last Name must be text' })
    .max(60, { error: 'Last Name cannot exceed 60 characters' })
    .optional(),
  email: emailField(),
  contact_number: z
    .union([z.string(), z.number()], {
      error: (i) => (i.input == null ? 'Phone Number is required' : 'Phone Number must be a number'),
    })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Phone Number is required', abort: true })
        .regex(/^\+?[0-9]{6,15}$/, { error: 'Phone Number must be a number of 6 to 15 digits' }),
    ),
  message: requiredString('Message is required', 'Message').max(5000, {
    error: 'Message cannot exceed 5000 characters',
  }),
});
export type ContactInput = z.input<typeof contactSchema>;

export const CONTACT_SENT = 'The Contact-Us form has been sent successfully';
