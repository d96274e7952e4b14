import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers';
import { BootShell } from './boot-shell';

/** The markup index.html holds inside #root, with the formatter's line breaks and indentation taken out. */
function staticShell(): string {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const root = /<!-- boot-shell[^>]*-->([\s\S]*)<!-- \/boot-shell -->/.exec(html);
  if (!root?.[1]) throw new Error('index.html has no #root with content');
  return root[1].replace(/>\s+</g, '><').replace(/\s+>/g, '>').replace(/\s+/g, ' ').trim();
}

describe('the boot shell', () => {
  it('index.html paints the same brand bar and spinner React renders while the first page loads', () => {
    expect(staticShell()).toBe(renderToStaticMarkup(<BootShell />));
  });

  it('says its labels and the loading word in the page language once React renders it', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      render(
        <AppProviders>
          <BootShell />
        </AppProviders>,
      );
      expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Arena Startseite' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
