import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { normaliseHref, RichTextEditor } from './rich-text-editor';

let latest = '';

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  latest = html;
  return <RichTextEditor id="overview" label="Overview" value={html} onChange={setHtml} />;
}

function selectText(node: Node, start?: number, end?: number) {
  const range = document.createRange();
  if (start === undefined) range.selectNodeContents(node);
  else {
    range.setStart(node, start);
    range.setEnd(node, end ?? start);
  }
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

function textNodeOf(element: HTMLElement, text: string): Text {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(text)) return node as Text;
  }
  throw new Error(`No text node with "${text}"`);
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox with a toolbar of named buttons', () => {
    render(<Harness initial="<p>Hello</p>" />);
    const box = screen.getByRole('textbox', { name: 'Overview' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.innerHTML).toBe('<p>Hello</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Overview formatting' });
    for (const name of ['Bold', 'Italic', 'Heading', 'Bullet list', 'Numbered list', 'Link', 'Edit HTML']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('makes the selected text <strong> with Bold, and takes it away again', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Win big prizes</p>" />);
    const box = screen.getByRole('textbox', { name: 'Overview' });
    selectText(textNodeOf(box, 'big'), 4, 7);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(latest).toBe('<p>Win <strong>big</strong> prizes</p>');
    expect(box.querySelector('strong')).toHaveTextContent('big');

    selectText(textNodeOf(box, 'big'));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(latest).toBe('<p>Win big prizes</p>');
  });

  it('makes <em> with Italic and Ctrl+I', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Fast and fair</p>" />);
    const box = screen.getByRole('textbox', { name: 'Overview' });
    selectText(textNodeOf(box, 'Fast'), 0, 4);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(latest).toBe('<p><em>Fast</em> and fair</p>');
    selectText(textNodeOf(box, 'fair'), 5, 9);
    box.focus();
    await user.keyboard('{Control>}i{/Control}');
    expect(latest).toBe('<p><em>Fast</em> and <em>fair</em></p>');
  });

  it('turns a paragraph into a heading and into bullet and numbered lists', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Format</p><p>Best of three</p>" />);
    const box = screen.getByRole('textbox', { name: 'Overview' });
    selectText(textNodeOf(box, 'Format'), 2);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(latest).toBe('<h3>Format</h3><p>Best of three</p>');

    selectText(textNodeOf(box, 'Best'), 1);
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(latest).toBe('<h3>Format</h3><ul><li>Best of three</li></ul>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(latest).toBe('<h3>Format</h3><ol><li>Best of three</li></ol>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(latest).toBe('<h3>Format</h3><p>Best of three</p>');
  });

  it('links the selected text to the address typed in the link field', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Read the rules</p>" />);
    const box = screen.getByRole('textbox', { name: 'Overview' });
    selectText(textNodeOf(box, 'rules'), 9, 14);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    await user.clear(address);
    await user.type(address, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText('Enter a web address, e.g. https://example.com')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'arena.test/rules');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(latest).toBe('<p>Read the <a href="https://arena.test/rules">rules</a></p>');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });

  it('edits the HTML itself in Edit HTML mode, and the editor shows it back (sanitised)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Old</p>" />);
    const toggle = screen.getByRole('button', { name: 'Edit HTML' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: 'Overview (HTML)' });
    expect(source).toHaveValue('<p>Old</p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();

    await user.clear(source);
    await user.click(source);
    await user.paste('<h3>Rules</h3><p>Be <em>fair</em></p><img src=x onerror="alert(1)">');
    expect(latest).toBe('<h3>Rules</h3><p>Be <em>fair</em></p><img src=x onerror="alert(1)">');

    await user.click(toggle);
    const box = screen.getByRole('textbox', { name: 'Overview' });
    expect(box.querySelector('h3')).toHaveTextContent('Rules');
    expect(box.querySelector('em')).toHaveTextContent('fair');
    expect(box.innerHTML).not.toContain('onerror');

    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Overview (HTML)' })).toHaveValue(latest);
  });

  it('reads links the way people type them', () => {
    expect(normaliseHref('https://arena.test')).toBe('https://arena.test');
    expect(normaliseHref('arena.test/x')).toBe('https://arena.test/x');
    expect(normaliseHref('mailto:help@arena.test')).toBe('mailto:help@arena.test');
    expect(normaliseHref('https://')).toBeNull();
    expect(normaliseHref('javascript:alert(1)')).toBeNull();
  });
});
