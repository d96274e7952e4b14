import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WALLET_MESSAGES,
  paypalEmailBody,
  withdrawalFeePence,
  withdrawalForm,
  withdrawalRequestBody,
} from './wallet';

describe('withdrawalFeePence', () => {
  it.each([
    [100, false, 100],
    [900, false, 100],
    [999, true, 100],
    [1000, false, 50],
    [1000, true, 40],
    [10000, false, 230],
    [10000, true, 130],
    [2500, true, 55],
    [123400, false, 2498],
  ])('£%d pence (VIP %s) costs %d pence', (amount, vip, fee) => {
    expect(withdrawalFeePence(amount, vip)).toBe(fee);
  });

  it('never charges a VIP more than a non-VIP, and from £10 on follows the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (pounds) => {
        const pence = pounds * 100;
        expect(withdrawalFeePence(pence, true)).toBeLessThanOrEqual(withdrawalFeePence(pence, false));
        if (pounds >= 10) expect(withdrawalFeePence(pence, false)).toBe(pounds * 2 + 30);
      }),
    );
  });
});

describe('withdrawal amount', () => {
  it.each([
    ['', WALLET_MESSAGES.amountRequired],
    ['abc', WALLET_MESSAGES.amountInteger],
    ['1.5', WALLET_MESSAGES.amountInteger],
    ['-3', WALLET_MESSAGES.amountInteger],
    ['0', WALLET_MESSAGES.amountMin],
  ])('the form refuses %j with %s', (amount, message) => {
    const result = withdrawalForm.safeParse({ amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('the form turns digits into the number the API takes', () => {
    expect(withdrawalForm.parse({ amount: ' 25 ' })).toEqual({ amount: 25 });
  });

  it.each([[-1], [0], [0.5], [Infinity], ['10'], [NaN], [null]])('the API refuses %j', (amount) => {
    expect(withdrawalRequestBody.safeParse({ amount }).success).toBe(false);
  });
});

describe('PayPal e-mail', () => {
  it.each([
    ['', 'This Field is required'],
    ['me@', 'Invalid email address'],
  ])('refuses %j with %s', (paypal_email, message) => {
    expect(paypalEmailBody.safeParse({ paypal_email }).error?.issues[0]?.message).toBe(message);
  });
});
