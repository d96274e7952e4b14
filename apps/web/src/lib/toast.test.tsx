import { act, render, screen } from '@testing-library/react';
import { ToastContainer, toast, type ToastItem } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { showInfo, showSuccess } from './toast';

describe('toasts', () => {
  it('a toast about a match replaces the one before it about the same match', async () => {
    const removed: unknown[] = [];
    const stop = toast.onChange((item: ToastItem) => {
      if (item.status === 'removed') removed.push(item.content);
    });
    render(<ToastContainer />);
    act(() => showSuccess('Ready to play', { topic: 'match-7' }));
    expect(await screen.findByText('Ready to play')).toBeInTheDocument();
    act(() => showSuccess('Your result has been recorded', { topic: 'match-7' }));
    expect(await screen.findByText('Your result has been recorded')).toBeInTheDocument();
    expect(removed).toContain('Ready to play');
    stop();
  });

  it('shows a toast about a match while the one before it about the match is still sliding out', async () => {
    render(<ToastContainer />);
    act(() => showSuccess('Ready to play', { topic: 'match-8' }));
    expect(await screen.findByText('Ready to play')).toBeInTheDocument();
    // Timed out: it slides out (no animation ends here, so it stays sliding) and keeps its place meanwhile.
    act(() => toast.dismiss());
    act(() => showSuccess('Your result has been recorded', { topic: 'match-8' }));
    expect(await screen.findByText('Your result has been recorded')).toBeInTheDocument();
  });

  it('the same information shown again while the first slides out is shown, not lost', async () => {
    render(<ToastContainer />);
    act(() => showInfo('You are offline'));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    act(() => toast.dismiss());
    act(() => showInfo('You are offline'));
    expect(await screen.findAllByText('You are offline')).toHaveLength(2);
  });
});
