import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerImage } from './banner-image';

describe('BannerImage', () => {
  it("offers a stored banner's narrower copies, sized as it is shown", () => {
    render(<BannerImage path="tournaments/abc.jpg" fallback="/default.jpg" alt="Cup" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Cup' });
    expect(img).toHaveAttribute('src', '/storage/tournaments/abc.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/storage/tournaments/abc.jpg?w=480 480w, /storage/tournaments/abc.jpg?w=720 720w, /storage/tournaments/abc.jpg 960w',
    );
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('shows the default artwork, without copies, when there is no banner or it fails to load', () => {
    const { rerender } = render(<BannerImage path={null} fallback="/default.jpg" alt="Cup" />);
    expect(screen.getByRole('img', { name: 'Cup' })).not.toHaveAttribute('srcset');
    rerender(<BannerImage path="tournaments/gone.jpg" fallback="/default.jpg" alt="Cup" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cup' }));
    const img = screen.getByRole('img', { name: 'Cup' });
    expect(img).toHaveAttribute('src', '/default.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
