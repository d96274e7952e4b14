/**
 * A date and time typed as DD-MM-YYYY HH:mm in the viewer's zone (see lib/date-time-input). The hint under it
 * ("DD-MM-YYYY HH:mm, 24-hour") is the caller's, in its area's words.
 */
import type { ReactNode } from 'react';
import { DATE_TIME_FORMAT } from '../lib/format';
import { TextField, type TextFieldProps } from './form-field';

export type DateTimeFieldProps = Omit<
  TextFieldProps,
  'type' | 'placeholder' | 'inputMode' | 'autoComplete' | 'hint'
> & {
  hint: ReactNode;
};

export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      placeholder={DATE_TIME_FORMAT}
      // Phones' numeric keypads have no '-', ':' or space: the text keyboard is the one that can type it.
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
    />
  );
}
