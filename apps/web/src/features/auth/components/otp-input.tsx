/**
 * Six single-digit boxes: typing a digit moves to the next box, Backspace on an empty box steps
 * back, arrows move, and pasting the code fills every box.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import '../auth.css';
import './otp-input.css';
import { useAuthT } from '../i18n';

export function OtpInput({
  value,
  onChange,
  length,
  idPrefix,
  labelledBy,
  describedBy,
  invalid,
  disabled,
}: {
  /** The digits so far; an empty box is a space. */
  value: string;
  onChange: (value: string) => void;
  length: number;
  idPrefix: string;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const { t } = useAuthT();
  const digits = Array.from({ length }, (_, index) => {
    const char = value[index];
    return char && /\d/.test(char) ? char : '';
  });

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const emit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  /** Writes `incoming` digits from box `start` on; returns the index of the last box written. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    let index = start;
    for (const digit of incoming.slice(0, length - start)) {
      next[index] = digit;
      index += 1;
    }
    emit(next);
    return index - 1;
  };

  const handleInput = (index: number, raw: string) => {
    const previous = digits[index] ?? '';
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      const next = [...digits];
      next[index] = '';
      emit(next);
      return;
    }
    // Typing over a filled box gives two characters: keep the new one.
    if (typed.length === 2 && previous && typed.includes(previous)) {
      const fresh = typed[0] === previous ? typed[1]! : typed[0]!;
      fill(index, fresh);
      focusBox(index + 1);
      return;
    }
    const last = fill(index, typed);
    focusBox(last + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      emit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    event.preventDefault();
    // A whole code fills every box; a shorter piece fills from the box it was pasted in.
    const start = pasted.length >= length ? 0 : index;
    const last = fill(start, pasted);
    focusBox(Math.min(last + 1, length - 1));
  };

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={`${idPrefix}-${index}`}
          className={`form-control otp-input__box${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.otp.digit', { number: index + 1, count: length })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
