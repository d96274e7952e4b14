/**
 * PayPal's JS SDK, loaded on demand (only when the provider is PayPal and a payment step opens) and only
 * once per client id. Typed for the part Arena uses: Buttons with createOrder and onApprove.
 */
import { CURRENCY } from '@arena/shared/payments';

export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

export interface PayPalButtonsOptions {
  style?: { layout?: 'vertical' | 'horizontal'; color?: string; shape?: string; label?: string };
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close: () => Promise<void>;
}

export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export function paypalSdkUrl(clientId: string): string {
  const params = new URLSearchParams({ 'client-id': clientId, currency: CURRENCY, intent: 'capture' });
  return `${PAYPAL_SDK_URL}?${params.toString()}`;
}

let loading: { clientId: string; promise: Promise<PayPalNamespace> } | null = null;

export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  if (loading?.clientId === clientId) return loading.promise;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = paypalSdkUrl(clientId);
    script.async = true;
    script.dataset.paypalSdk = 'true';
    const fail = (message: string) => {
      // Let a later payment step try again.
      loading = null;
      script.remove();
      reject(new Error(message));
    };
    script.addEventListener('load', () => {
      if (window.paypal) resolve(window.paypal);
      else fail('PayPal SDK loaded without its paypal object');
    });
    script.addEventListener('error', () => fail('PayPal SDK could not be loaded'));
    document.head.append(script);
  });
  loading = { clientId, promise };
  return promise;
}
