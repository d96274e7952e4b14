/** A date and time typed as DD-MM-YYYY HH:mm in the viewer's zone (see lib/date-time-input). */
import { DATE_TIME_FORMAT } from '../lib/format';
import { TextField, type TextFieldProps } from './form-field';

export type DateTimeFieldProps = Omit<TextFieldProps, 'type' | 'placeholder' | 'inputMode' | 'autoComplete'>;

export function DateTimeField({ hint, ...props }: DateTimeFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      placeholder={DATE_TIME_FORMAT}
      // Phones' numeric keypads have no '-', ':' or space: the text keyboard is the one that can type it.
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      hint={hint ?? `${DATE_TIME_FORMAT}, 24-hour`}
    />
  );
}
