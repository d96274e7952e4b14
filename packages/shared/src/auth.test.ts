import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';

const messages = (input: Record<string, unknown>) =>
  registerSchema.safeParse(input).error?.issues.map((i) => i.message);

describe('registerSchema', () => {
  it('reports "Passwords do not match" even while other fields are empty or invalid', () => {
    const base = { password: 'Str0ng!Pass', password_confirmation: 'Other!Pass1', terms: true };
    expect(messages({ ...base, name: '', email: '' })).toEqual([
      'Username is required',
      'Email is required',
      'Passwords do not match',
    ]);
    expect(messages({ ...base, name: 'a', email: 'bad' })).toContain('Passwords do not match');
  });

  it('gives an empty field only its "is required" message', () => {
    expect(messages({ name: '', email: '', password: '', password_confirmation: '', terms: true })).toEqual([
      'Username is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
    ]);
  });

  it('gives "White spaces are not allowed" for a spaced e-mail, not also "Invalid email address"', () => {
    const spaced = messages({
      name: 'Ok',
      email: 'a b@c.de',
      password: 'Str0ng!Pass',
      password_confirmation: 'Str0ng!Pass',
      terms: true,
    });
    expect(spaced).toEqual(['White spaces are not allowed']);
  });
});
